import { Alert, Button } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { useCan } from '../../../lib/current-user';

/**
 * §6: the guest list and the scanner open only once the activity is published. Says so, with the way to the
 * manage screen (where Publish is) for those who may publish.
 */
export function NotPublishedNotice({ activityId }: { activityId: string }) {
  const canPublish = useCan('manageEvents');
  return (
    <Alert color="orange" variant="light" icon={<IconEyeOff size={20} aria-hidden />} title="Not published">
      {MESSAGES.activityNotPublished}
      {canPublish ? (
        <Button
          component={Link}
          to={`/activity/${activityId}/manage`}
          variant="white"
          color="orange"
          mt="sm"
          display="flex"
        >
          Open the event to publish
        </Button>
      ) : null}
    </Alert>
  );
}
