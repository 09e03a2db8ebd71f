import { Badge, Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import type { TWaitlistEntry } from '@usher/contract/waitlist';
import { ConfirmActionButton } from '../../../components/ui/confirm-action-button';
import { notifySuccess } from '../../../lib/notify';
import { useRemoveWaitlistEntry } from '../api/remove-waitlist-entry';
import { WAITLIST_STATUS } from './waitlist-status';

type EntriesProps = { eventId: string; entries: TWaitlistEntry[] };

const dash = (value: string | null) => value ?? '—';
/** The time an offer ends, while it is one: a purchased or expired entry keeps the time, but it no longer counts. */
const offerEndOf = (entry: TWaitlistEntry) =>
  entry.status === 'offered' && entry.offerExpiresAt ? formatLondon(entry.offerExpiresAt) : null;

function StatusBadge({ entry }: { entry: TWaitlistEntry }) {
  const status = WAITLIST_STATUS[entry.status];
  return (
    <Badge
      color={status.color}
      variant="light"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {status.label}
    </Badge>
  );
}

/** Remove, for an entry still waiting or holding an offer: its offer's places pass on to the next person. */
function RemoveButton({ eventId, entry }: { eventId: string; entry: TWaitlistEntry }) {
  const remove = useRemoveWaitlistEntry(eventId);
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;
  return (
    <ConfirmActionButton
      label="Remove"
      ariaLabel={`Remove ${entry.fullName}`}
      title="Remove from the waiting list"
      question={MESSAGES.confirmRemoveWaitlistEntry(entry.fullName)}
      isPending={remove.isPending}
      mih={44}
      onConfirm={() =>
        remove.mutateAsync(entry.entryId).then(() => notifySuccess(MESSAGES.waitlistEntryRemoved))
      }
    />
  );
}

/** Desktop: one row per entry, every field in a column. */
export function WaitlistTable({ eventId, entries }: EntriesProps) {
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label="Waiting list entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Ticket type</Table.Th>
            <Table.Th>Qty</Table.Th>
            <Table.Th>Joined</Table.Th>
            <Table.Th>Offer ends</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.entryId}>
              <Table.Td>{entry.position ?? '—'}</Table.Td>
              <Table.Td>
                <StatusBadge entry={entry} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.fullName}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.email}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dash(entry.phoneNumber)}</Table.Td>
              <Table.Td>{entry.ticketVariantName}</Table.Td>
              <Table.Td>{entry.quantity}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLondon(entry.createdAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{offerEndOf(entry) ?? '—'}</Table.Td>
              <Table.Td>
                <RemoveButton eventId={eventId} entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one compact block per entry, name and status first. */
export function WaitlistList({ eventId, entries }: EntriesProps) {
  return (
    <Box component="ul" aria-label="Waiting list entries" m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entry.entryId}
          py="xs"
          style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {entry.position === null ? '' : `${entry.position}. `}
              {entry.fullName}
            </Text>
            <StatusBadge entry={entry} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.quantity} × {entry.ticketVariantName}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entry.email}
            {entry.phoneNumber ? ` · ${entry.phoneNumber}` : ''}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed">
              Joined {formatLondon(entry.createdAt)}
              {offerEndOf(entry) ? ` · offer ends ${offerEndOf(entry)}` : ''}
            </Text>
            <RemoveButton eventId={eventId} entry={entry} />
          </Group>
        </Box>
      ))}
    </Box>
  );
}
