import { Badge, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TDoorLink } from '@usher/contract/door-links';
import type { TTicketTypeOption } from './door-link-form';
import { doorLinkState, lastUseText, ticketTypesText, windowText } from './door-link-text';
import { RevokeDoorLinkButton } from './revoke-door-link-button';

/** Mantine's md breakpoint, as the check-in log: a table above it, compact cards below. */
const TABLE_QUERY = '(min-width: 62em)';

type DoorLinksListProps = { eventId: string; links: TDoorLink[]; ticketTypes: TTicketTypeOption[] };

function StateBadge({ link }: { link: TDoorLink }) {
  const state = doorLinkState(link);
  return (
    <Badge
      color={state.color}
      variant="light"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {state.label}
    </Badge>
  );
}

const nameOf = (link: TDoorLink) => `${link.name} …${link.tokenHint}`;

function LinksTable({ eventId, links, ticketTypes }: DoorLinksListProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing={6} fz="sm" aria-label="Door links">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Ticket types</Table.Th>
            <Table.Th>Valid</Table.Th>
            <Table.Th>Checked in</Table.Th>
            <Table.Th>Last use</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {nameOf(link)}
                {link.hasPin ? ' · PIN' : ''}
              </Table.Td>
              <Table.Td>{ticketTypesText(link, ticketTypes)}</Table.Td>
              <Table.Td>{windowText(link)}</Table.Td>
              <Table.Td>{link.checkedInCount}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastUseText(link)}</Table.Td>
              <Table.Td>
                <StateBadge link={link} />
              </Table.Td>
              <Table.Td>
                {link.revokedAt ? null : <RevokeDoorLinkButton eventId={eventId} link={link} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LinkCards({ eventId, links, ticketTypes }: DoorLinksListProps) {
  return (
    <Box component="ul" aria-label="Door links" m={0} p={0} style={{ listStyle: 'none' }}>
      {links.map((link, index) => (
        <Box
          component="li"
          key={link.id}
          py="xs"
          style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {nameOf(link)}
            </Text>
            <StateBadge link={link} />
          </Group>
          <Stack gap={0}>
            <Text size="sm">
              {ticketTypesText(link, ticketTypes)}
              {link.hasPin ? ' · PIN' : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {windowText(link)}
            </Text>
            <Text size="sm" c="dimmed">
              Checked in {link.checkedInCount} · Last use: {lastUseText(link)}
            </Text>
          </Stack>
          {link.revokedAt ? null : <RevokeDoorLinkButton eventId={eventId} link={link} />}
        </Box>
      ))}
    </Box>
  );
}

/** The date's door links: a table on a desktop, one compact card under another on a phone. */
export function DoorLinksList(props: DoorLinksListProps) {
  const isTable = useMediaQuery(TABLE_QUERY, window.matchMedia(TABLE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  return isTable ? <LinksTable {...props} /> : <LinkCards {...props} />;
}
