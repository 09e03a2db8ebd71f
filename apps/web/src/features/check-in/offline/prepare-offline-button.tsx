import { Button, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { getUserQueryOptions } from '../../../lib/current-user';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { checkInKeys } from '../api/check-in-keys';
import { canGoOffline } from './door-db';
import { saveIdentity } from './door-store';
import { prepareDoorDate } from './door-sync';
import { useDoorStatus } from './use-door-offline';

/** The check-in home's offer to copy the date's tickets onto this device, so the door goes on with no network. */
export function PrepareOfflineButton({ event }: { event: TEvent }) {
  const queryClient = useQueryClient();
  const status = useDoorStatus(event.id);
  const prepare = useMutation({
    mutationFn: async () => {
      const [prepared, user] = await Promise.all([
        prepareDoorDate(event),
        queryClient.fetchQuery(getUserQueryOptions()),
      ]);
      await saveIdentity({ user });
      return prepared;
    },
    onSuccess: ({ tickets }) => {
      notifySuccess(MESSAGES.preparedOffline(tickets));
      return queryClient.invalidateQueries({ queryKey: checkInKeys.event(event.id) });
    },
    onError: (error) => notifyError(errorMessage(error)),
  });

  if (!canGoOffline()) {
    return (
      <Text size="sm" c="dimmed">
        {MESSAGES.offlineNeedsSecurePage}
      </Text>
    );
  }
  if (status.data?.date) return null;
  return (
    <Button
      size="lg"
      variant="outline"
      // The label wraps on a phone rather than being cut ("Get this date ready for o").
      h="auto"
      mih={50}
      py={8}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}
      leftSection={<IconCloudDownload size={22} aria-hidden />}
      loading={prepare.isPending || status.isPending}
      onClick={() => prepare.mutate()}
    >
      {MESSAGES.prepareOffline}
    </Button>
  );
}
