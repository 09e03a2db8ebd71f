import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockOff } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';

type HoldGonePanelProps = {
  /** The date to choose tickets again on; null when this tab never knew it. */
  eventId: string | null;
  reason: string;
  /** A waiting list's offer: its entry's page says what became of it (issue 31 §3), not the sold-out date. */
  waitlistEntryId?: string;
};

/**
 * The checkout once its hold has ended (or is not this tab's): said plainly, with the way back to the date (a full
 * page load: the date's page is served with its data), or to the previous page when the date is not known.
 */
export function HoldGonePanel({ eventId, reason, waitlistEntryId }: HoldGonePanelProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} role="alert">
      <Stack gap="sm" align="flex-start">
        <IconClockOff size={32} color="var(--mantine-color-orange-7)" aria-hidden />
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {MESSAGES.holdNoLongerHeld}
        </Title>
        <Text c="dimmed">{reason}</Text>
        {waitlistEntryId ? (
          <Button
            component="a"
            href={`/waitlist/${encodeURIComponent(waitlistEntryId)}`}
            size="md"
            h={48}
            fullWidth
          >
            See your waiting list place
          </Button>
        ) : eventId ? (
          <Button component="a" href={`/e/${encodeURIComponent(eventId)}`} size="md" h={48} fullWidth>
            Choose tickets again
          </Button>
        ) : (
          // A link of old, without its date: the page the customer came from is the one way back there is.
          <Button size="md" h={48} fullWidth variant="default" onClick={() => window.history.back()}>
            Go back
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
