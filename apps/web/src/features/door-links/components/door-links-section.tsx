import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { TCreatedDoorLink } from '@usher/contract/door-links';
import { errorMessage } from '../../../lib/notify';
import { useDoorLinks } from '../api/get-door-links';
import { DoorLinkCreatedModal } from './door-link-created-modal';
import type { TTicketTypeOption } from './door-link-form';
import { DoorLinksList } from './door-links-list';

// The form brings the date pickers: loaded when opened, not with the door's home screen.
const DoorLinkForm = lazy(async () => ({ default: (await import('./door-link-form')).DoorLinkForm }));

type DoorLinksSectionProps = { eventId: string; ticketTypes: TTicketTypeOption[] };

/**
 * The date's door links (issue 30 §1), for masters and admins: links the crew open on their own phones with no
 * account, for this date and the chosen ticket types only; made with a QR code shown once, revoked at once.
 */
export function DoorLinksSection({ eventId, ticketTypes }: DoorLinksSectionProps) {
  const links = useDoorLinks(eventId);
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<TCreatedDoorLink | null>(null);

  const onCreated = (link: TCreatedDoorLink) => {
    setCreating(false);
    // The dialog that shows the link says it was made: a toast would repeat it.
    setCreated(link);
  };

  let content;
  if (links.isError) {
    content = (
      <Alert color="red" variant="light">
        {errorMessage(links.error)}
      </Alert>
    );
  } else if (!links.data) {
    content = <Skeleton h={80} radius="md" />;
  } else if (links.data.length === 0) {
    content = <Text c="dimmed">No door links yet: make one for each door the crew work.</Text>;
  } else {
    content = <DoorLinksList eventId={eventId} links={links.data} ticketTypes={ticketTypes} />;
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Door links">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            Door links
          </Title>
          <Button h={44} leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            New door link
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Door staff without an account open a link on their own phone and check in guests of this date only.
        </Text>
        {content}
      </Stack>
      <Modal
        opened={isCreating}
        onClose={() => setCreating(false)}
        title="New door link"
        centered
        radius="lg"
        size="lg"
      >
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          <DoorLinkForm
            eventId={eventId}
            ticketTypes={ticketTypes}
            onCreated={onCreated}
            onCancel={() => setCreating(false)}
          />
        </Suspense>
      </Modal>
      <DoorLinkCreatedModal link={created} onClose={() => setCreated(null)} />
    </Paper>
  );
}
