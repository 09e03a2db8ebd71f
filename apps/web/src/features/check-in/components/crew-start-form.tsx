import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { DEVICE_NAME_MAX, TDoorStartResponse } from '@usher/contract/door';
import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { useStartDoorSession } from '../api/start-door-session';

/** The contract's limit, checked by type so that its zod schemas stay out of this chunk. */
const DEVICE_NAME_LENGTH: typeof DEVICE_NAME_MAX = 60;

type TCrewStartValues = { deviceName: string; pin: string };

/** A wrong PIN lands on the PIN field; any other refusal (unknown, revoked, not yet, locked out) above the form. */
const isWrongPin = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * The crew's first screen: who this phone is ("Sam at gate A", kept in the log) and the PIN. Whether the link
 * has a PIN is not known before the start, so the PIN is always asked for, optional: trying without one would
 * count as a wrong PIN towards the lock-out.
 */
export function CrewStartForm({
  token,
  onStarted,
  onLinkClosed,
}: {
  token: string;
  onStarted: (start: TDoorStartResponse) => void;
  /** The link is unknown, revoked or over (404, 410): what this phone kept of it goes. */
  onLinkClosed: () => void;
}) {
  const start = useStartDoorSession(token);
  const form = useForm<TCrewStartValues>({ defaultValues: { deviceName: '', pin: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ deviceName, pin }) =>
    start.mutate(
      { deviceName: deviceName.trim(), pin: pin === '' ? null : pin },
      {
        onSuccess: onStarted,
        onError: (error) => {
          if (isWrongPin(error))
            form.setError('pin', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
          else if (isApiError(error) && (error.status === 404 || error.status === 410)) onLinkClosed();
          else if (isApiError(error) && error.status === 400 && error.errors.deviceName)
            form.setError('deviceName', { type: 'server', message: error.errors.deviceName });
        },
      },
    ),
  );
  const refusal =
    start.error && !isWrongPin(start.error) && !(isApiError(start.error) && start.error.status === 400)
      ? start.error
      : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={24}>
            Open the door
          </Title>
          <Text c="dimmed" size="sm">
            Name this phone so the check-in log says who let each guest in.
          </Text>
        </Stack>
        {refusal ? (
          <Alert color="red" variant="light" role="alert" title={refusalTitle(refusal)}>
            {errorMessage(refusal)}
          </Alert>
        ) : null}
        <TextInput
          label="Your name and place"
          placeholder="Sam at gate A"
          description="Kept in the check-in log beside each guest you let in."
          withAsterisk
          size="md"
          maxLength={DEVICE_NAME_LENGTH}
          autoComplete="off"
          error={errors.deviceName?.message}
          {...form.register('deviceName', {
            validate: (value) => value.trim().length > 0 || MESSAGES.deviceNameRequired,
          })}
        />
        <PasswordInput
          label="PIN"
          description="The digits the organiser gave you with the link; leave it empty if there were none."
          size="md"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          error={errors.pin?.message}
          {...form.register('pin', {
            validate: (value) => value === '' || /^\d{4,8}$/.test(value) || MESSAGES.doorPinDigits,
          })}
        />
        <Button
          type="submit"
          size="xl"
          fullWidth
          loading={start.isPending}
          leftSection={<IconDoorEnter aria-hidden />}
        >
          Start
        </Button>
      </Stack>
    </form>
  );
}

/** Why the door does not open, in a word above the server's message. */
function refusalTitle(error: unknown): string {
  if (!isApiError(error)) return 'The door could not open';
  if (error.status === 404) return 'Door link not found';
  if (error.status === 410) return 'Door link closed';
  if (error.status === 429) return 'Locked for now';
  return 'The door could not open';
}
