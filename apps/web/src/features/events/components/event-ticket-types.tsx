import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTicket, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { formatPrice } from '@usher/contract/price-format';

type EventTicketTypesProps = { event: TEvent; canManage: boolean };

/** The ticket types of a date with their sales; everyone may open one, only managers add them (§6). */
export function EventTicketTypes({ event, canManage }: EventTicketTypesProps) {
  const base = `/activity/${event.activityId}/event/${event.id}/ticket`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Ticket types
          </Title>
          {canManage ? (
            <Button
              component={Link}
              to={`${base}/create`}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              Add ticket type
            </Button>
          ) : null}
        </Group>
        {event.ticketVariantCards.length === 0 ? (
          <Text size="sm" c="dimmed">
            No ticket types yet. Add one to start selling this date.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {event.ticketVariantCards.map((card) => (
              <Paper component="li" key={card.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={4} miw={0}>
                    <Group gap={6}>
                      <IconTicket size={16} aria-hidden />
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {card.name}
                      </Text>
                    </Group>
                    <Text size="sm">
                      {formatPrice(card.price)} · {card.sold} sold
                      {card.maxTicketCount !== null ? ` of ${card.maxTicketCount}` : ''}
                    </Text>
                    {card.isAffectEventTicketCount ? (
                      <Group gap={4} c="dimmed">
                        <IconUsersGroup size={14} aria-hidden />
                        <Text size="xs">Counts toward venue capacity</Text>
                      </Group>
                    ) : null}
                  </Stack>
                  <Button
                    component={Link}
                    to={`${base}/${card.id}/edit`}
                    size="xs"
                    variant="default"
                    style={{ flexShrink: 0 }}
                    aria-label={`${canManage ? 'Edit' : 'View'} ${card.name}`}
                  >
                    {canManage ? 'Edit' : 'View'}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
