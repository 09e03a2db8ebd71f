import { Alert, Button, Group, NumberInput, Select, Skeleton, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { ZWaitlistSettings, type TWaitlistSettings } from '@usher/contract/waitlist';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/current-user';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useWaitlistSettings } from '../api/get-waitlist-settings';
import { useUpdateWaitlistSettings } from '../api/update-waitlist-settings';
import {
  OFFER_UNITS,
  describeOfferMinutes,
  toOfferMinutes,
  toOfferWindow,
  type TOfferUnit,
  type TOfferWindow,
} from './offer-window';

function SettingsForm({ activityId, saved }: { activityId: string; saved: TWaitlistSettings }) {
  const update = useUpdateWaitlistSettings(activityId);
  const [isEnabled, setIsEnabled] = useState(saved.isEnabled);
  const [offerWindow, setOfferWindow] = useState<TOfferWindow>(() => toOfferWindow(saved.offerMinutes));
  const [windowError, setWindowError] = useState<string | null>(null);
  const offerMinutes = toOfferMinutes(offerWindow);

  const save = () => {
    const settings = { isEnabled, offerMinutes };
    const checked = ZWaitlistSettings.safeParse(settings);
    if (!checked.success) {
      setWindowError(MESSAGES.offerMinutes);
      return;
    }
    setWindowError(null);
    update.mutate(checked.data, {
      onSuccess: () => notifySuccess(MESSAGES.waitlistSettingsSaved),
      onError: (error) => {
        const fieldMessage = isApiError(error) ? error.errors.offerMinutes : undefined;
        if (fieldMessage) setWindowError(fieldMessage);
        notifyError(errorMessage(error));
      },
    });
  };

  return (
    <>
      <Text size="sm" c="dimmed">
        {MESSAGES.waitlistSettingsHint}
      </Text>
      <Switch
        label="Waiting list"
        description={isEnabled ? 'On: sold-out ticket types can be joined' : 'Off: no new joins or offers'}
        checked={isEnabled}
        onChange={(event) => setIsEnabled(event.currentTarget.checked)}
        size="md"
      />
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <NumberInput
          label="Keep each offer for"
          value={offerWindow.amount}
          onChange={(amount) =>
            setOfferWindow({ ...offerWindow, amount: typeof amount === 'number' ? amount : '' })
          }
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={windowError}
          w={160}
        />
        <Select
          label="Unit"
          data={OFFER_UNITS.map(({ value, label }) => ({ value, label }))}
          value={offerWindow.unit}
          onChange={(unit) => unit && setOfferWindow({ ...offerWindow, unit: unit as TOfferUnit })}
          allowDeselect={false}
          w={130}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {Number.isInteger(offerMinutes) && offerMinutes > 0
          ? `A person offered places has ${describeOfferMinutes(offerMinutes)} (${offerMinutes} minutes) to buy them, never past the date's start; then they go to the next person.`
          : 'From 1 minute to 7 days.'}
      </Text>
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending} h={44}>
          Save waiting list
        </Button>
      </Group>
    </>
  );
}

/** Issue 31 §1 on the activity's screen: the waiting list on or off and how long an offer is kept. */
export function WaitlistSettingsSection({ activityId }: { activityId: string }) {
  const canManage = useCan('manageWaitlist');
  return canManage ? <SettingsCard activityId={activityId} /> : null;
}

function SettingsCard({ activityId }: { activityId: string }) {
  const settings = useWaitlistSettings(activityId);
  return (
    <SectionCard title="Waiting list">
      {settings.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(settings.error)}
        </Alert>
      ) : !settings.data ? (
        <Skeleton h={140} radius="md" />
      ) : (
        <SettingsForm activityId={activityId} saved={settings.data} />
      )}
    </SectionCard>
  );
}
