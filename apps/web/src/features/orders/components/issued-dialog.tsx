import { Anchor, Button, Group, List, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';
import type { TFreeOrderResponse } from '@usher/contract/orders';

type IssuedDialogProps = {
  order: TFreeOrderResponse | null;
  /** Closing by ✕, Escape or "Issue more tickets": a fresh form for the next receiver. */
  onClose: () => void;
  onBackToEvent: () => void;
};

/** §4: the success dialog after issuing, with the phone the server sent the tickets to. */
export function IssuedDialog({ order, onClose, onBackToEvent }: IssuedDialogProps) {
  return (
    <Modal opened={order !== null} onClose={onClose} title="Tickets issued" centered radius="lg">
      {order ? (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="teal" variant="light" radius="xl" size={36} style={{ flexShrink: 0 }}>
              <IconCircleCheck size={22} aria-hidden />
            </ThemeIcon>
            <Text>{MESSAGES.ticketsSentBySms(order.phoneNumber)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            Order reference{' '}
            <Text span ff="monospace" c="var(--mantine-color-text)">
              {order.orderReference}
            </Text>
          </Text>
          <List size="sm" spacing={4}>
            {order.tickets.map((ticket, index) => (
              <List.Item key={ticket.ticketExternalId}>
                <Anchor href={ticket.ticketUrl} target="_blank" rel="noreferrer">
                  Ticket {index + 1} of {order.tickets.length}
                </Anchor>
              </List.Item>
            ))}
          </List>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button variant="default" onClick={onBackToEvent}>
              Back to event
            </Button>
            <Button onClick={onClose}>Issue more tickets</Button>
          </SimpleGrid>
        </Stack>
      ) : null}
    </Modal>
  );
}
