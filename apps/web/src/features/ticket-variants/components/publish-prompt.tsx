import { Button, Group, Modal } from '@mantine/core';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { usePublishActivity } from '../../activities/api/publish-activity';
import { postponePublishPrompt } from './publish-prompt-memory';

type PublishPromptProps = {
  activityId: string;
  opened: boolean;
  /** Where the user goes whatever they choose: the event edit screen. */
  onDone: () => void;
};

/**
 * §4: after saving a ticket type of an unpublished activity, offer to publish it. "Do it later" (or closing the
 * dialog) is remembered for the session, so the next ticket types of the activity do not ask again.
 */
export function PublishPrompt({ activityId, opened, onDone }: PublishPromptProps) {
  const publish = usePublishActivity();
  const later = () => {
    postponePublishPrompt(activityId);
    onDone();
  };

  const publishNow = async () => {
    try {
      await publish.mutateAsync(activityId);
      notifySuccess(MESSAGES.activityPublished);
    } catch (error) {
      notifyError(errorMessage(error));
    }
    onDone();
  };

  return (
    <Modal
      opened={opened}
      onClose={publish.isPending ? () => {} : later}
      withCloseButton={false}
      centered
      size="sm"
      title={MESSAGES.publishPrompt}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Group justify="flex-end" mt="xs" gap="sm">
        <Button variant="default" onClick={later} disabled={publish.isPending}>
          Do it later
        </Button>
        <Button onClick={() => void publishNow()} loading={publish.isPending}>
          Publish now
        </Button>
      </Group>
    </Modal>
  );
}
