import { Button, Group, Modal } from '@mantine/core';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { usePublishActivity } from '../../activities/api/publish-activity';

type PublishPromptProps = {
  activityId: string;
  opened: boolean;
  /** Where the user goes whatever they choose: the event edit screen. */
  onDone: () => void;
};

/** §4: after saving a ticket type of an unpublished activity, offer to publish it. */
export function PublishPrompt({ activityId, opened, onDone }: PublishPromptProps) {
  const publish = usePublishActivity();

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
      onClose={publish.isPending ? () => {} : onDone}
      withCloseButton={false}
      centered
      size="sm"
      title={MESSAGES.publishPrompt}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Group justify="flex-end" mt="xs" gap="sm">
        <Button variant="default" onClick={onDone} disabled={publish.isPending}>
          Do it later
        </Button>
        <Button onClick={() => void publishNow()} loading={publish.isPending}>
          Publish now
        </Button>
      </Group>
    </Modal>
  );
}
