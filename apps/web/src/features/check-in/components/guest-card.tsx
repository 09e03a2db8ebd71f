import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { memo } from 'react';
import type { TGuest } from '@usher/contract/check-in';
import { guestDetails, type TGuestDetail } from './guest-details';

function Detail({ detail }: { detail: TGuestDetail }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {detail.label}
      </Text>
      {detail.href ? (
        <Anchor
          href={detail.href}
          size="sm"
          fw={500}
          style={{ overflowWrap: 'anywhere' }}
          {...(detail.href.startsWith('http') ? { target: '_blank', rel: 'noreferrer' } : {})}
        >
          {detail.value}
        </Anchor>
      ) : (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {detail.value}
        </Text>
      )}
    </div>
  );
}

type GuestCardProps = {
  guest: TGuest;
  customFieldLabels: readonly (string | null)[];
  onManualCheckIn: (guest: TGuest) => void;
};

/** One ticket of the guest list (§2): who, which ticket, whether they are in, and Manual check in until they are. */
export const GuestCard = memo(function GuestCard({
  guest,
  customFieldLabels,
  onManualCheckIn,
}: GuestCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={guest.guestName ?? guest.orderReference}
      style={{ borderLeft: `4px solid var(--mantine-color-${guest.checkedIn ? 'teal-6' : 'gray-3'})` }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {guest.guestName ?? '—'}
          </Text>
          <Badge
            color={guest.checkedIn ? 'teal' : 'gray'}
            variant="light"
            size="lg"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            Checked In: {guest.checkedIn ? 'Yes' : 'No'}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          {guestDetails(guest, customFieldLabels).map((detail, index) => (
            // Custom questions may share a name with a built-in line, so the position makes the key.
            <Detail key={index} detail={detail} />
          ))}
        </SimpleGrid>
        {guest.checkedIn ? null : (
          <Button
            size="md"
            leftSection={<IconUserCheck size={18} aria-hidden />}
            onClick={() => onManualCheckIn(guest)}
            style={{ alignSelf: 'flex-start' }}
          >
            Manual check in
          </Button>
        )}
      </Stack>
    </Card>
  );
});
