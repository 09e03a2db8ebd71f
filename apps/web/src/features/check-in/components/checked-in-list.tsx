import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';

/** Sold of the ticket type of that name, so each line reads "checked in of sold"; null for an unknown name. */
function soldOf(event: TEvent, name: string): number | null {
  const cards = event.ticketVariantCards.filter((card) => card.name === name);
  return cards.length === 0 ? null : cards.reduce((sum, card) => sum + card.sold, 0);
}

/** §2: checked-in guests per ticket type, or 'No one checked in yet'. */
export function CheckedInList({ event }: { event: TEvent }) {
  const total = event.checkedInData.reduce((sum, group) => sum + group.checkedIn, 0);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Checked in">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            Checked in
          </Title>
          {total > 0 ? (
            <Text fw={700} fz="lg" aria-label="Checked in in total">
              {total}
            </Text>
          ) : null}
        </Group>
        {total === 0 ? (
          <Text c="dimmed">{MESSAGES.noOneCheckedIn}</Text>
        ) : (
          event.checkedInData.map((group) => {
            const sold = soldOf(event, group.name);
            return (
              <Stack key={group.name} gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text style={{ overflowWrap: 'anywhere' }}>{group.name}</Text>
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {sold === null ? group.checkedIn : `${group.checkedIn} of ${sold}`}
                  </Text>
                </Group>
                {sold ? (
                  // Named on the section, which is the progressbar; Mantine's root is a plain box.
                  <Progress.Root size="sm">
                    <Progress.Section
                      value={(100 * group.checkedIn) / sold}
                      color="teal"
                      aria-label={`${group.name} checked in`}
                    />
                  </Progress.Root>
                ) : null}
              </Stack>
            );
          })
        )}
      </Stack>
    </Paper>
  );
}
