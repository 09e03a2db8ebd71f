import { Text } from '@mantine/core';
import { MESSAGES } from '@usher/contract/messages';
import type { TApiKey } from '@usher/contract/api-keys';
import { ConfirmActionButton } from '../../../components/ui/confirm-action-button';
import { notifySuccess } from '../../../lib/notify';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** Revokes a key after a confirm; a refused revoke closes the dialog and toasts why. */
export function RevokeApiKeyButton({ apiKey }: { apiKey: TApiKey }) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmActionButton
      label="Revoke"
      ariaLabel={`Revoke ${apiKey.name}`}
      title="Revoke API key"
      question={`Revoke “${apiKey.name}” (${apiKey.keyPrefix}…)?`}
      note={
        <Text size="xs" c="dimmed" mt="xs">
          Every system using it is refused from now on. This cannot be undone.
        </Text>
      }
      mih={44}
      isPending={revoke.isPending}
      onConfirm={async () => {
        await revoke.mutateAsync(apiKey.id);
        notifySuccess(MESSAGES.apiKeyRevoked);
      }}
    />
  );
}
