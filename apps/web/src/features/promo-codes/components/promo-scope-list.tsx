import { List, Text } from '@mantine/core';
import { formatLondon } from '@usher/contract/london-format';
import type { TPromoActivityData } from '@usher/contract/promo-codes';

/** The scope as the server words it (`renderData.activityData`): each activity, its dates and ticket types. */
export function PromoScopeList({ activities }: { activities: TPromoActivityData[] }) {
  return (
    <List size="sm" spacing="xs" aria-label="Scope">
      {activities.map((activity) => (
        <List.Item key={activity.id}>
          <Text size="sm" fw={600} span>
            {activity.name}
          </Text>
          {activity.toAll ? (
            <Text size="sm" span c="dimmed">
              {' '}
              · every date
            </Text>
          ) : (
            <List size="sm" spacing={2} withPadding>
              {activity.events.map((event) => (
                <List.Item key={event.id}>
                  {formatLondon(event.date)}
                  <Text size="sm" span c="dimmed">
                    {' · '}
                    {event.toAll
                      ? 'every ticket type'
                      : event.ticketVariants.map((variant) => variant.name).join(', ')}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </List.Item>
      ))}
    </List>
  );
}
