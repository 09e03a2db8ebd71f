import { Box, Group, Stack, Text } from '@mantine/core';
import type { TEventSales } from '@usher/contract/sales';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-26` as `26 Nov 2026`, the house's date format without the time. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date} ${MONTHS[Number(month) - 1]} ${year}`;
}

/**
 * Tickets sold per London day as horizontal bars: one row a day, so any number of days fits 360 px without
 * scrolling sideways, and each row reads out as text ("26 Nov 2026: 3 tickets") to a screen reader.
 */
export function SalesPerDayChart({ perDay }: { perDay: TEventSales['perDay'] }) {
  const most = Math.max(1, ...perDay.map((day) => day.tickets));
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tickets sold per day">
      {perDay.map((day) => (
        <Group
          component="li"
          key={day.date}
          gap="sm"
          wrap="nowrap"
          aria-label={`${formatDay(day.date)}: ${day.tickets} ${day.tickets === 1 ? 'ticket' : 'tickets'}`}
        >
          <Text size="sm" w={96} style={{ flexShrink: 0 }} aria-hidden>
            {formatDay(day.date)}
          </Text>
          <Box style={{ flex: 1, minWidth: 0 }} aria-hidden>
            <Box
              data-testid="sales-bar"
              h={14}
              bg="teal.6"
              style={{ width: `${(day.tickets / most) * 100}%`, minWidth: 4, borderRadius: 4 }}
            />
          </Box>
          <Text size="sm" fw={600} w={40} ta="right" style={{ flexShrink: 0 }} aria-hidden>
            {day.tickets}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
