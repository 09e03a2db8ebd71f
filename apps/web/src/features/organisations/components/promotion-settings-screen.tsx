import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import {
  ZEnablePromotionRequest,
  type TEnablePromotionRequest,
  type TPromotion,
} from '@usher/contract/organisations';
import { PageLayout } from '../../../components/layouts/page-layout';
import { applyServerErrors } from '../../../lib/form-errors';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDisablePromotion } from '../api/disable-promotion';
import { useEnablePromotion } from '../api/enable-promotion';
import { usePromotion } from '../api/get-promotion';

const DESCRIPTION_MAX = 100;

function PromotionForm({ promotion }: { promotion: TPromotion }) {
  const enable = useEnablePromotion();
  const disable = useDisablePromotion();
  const form = useForm<TEnablePromotionRequest, unknown, z.output<typeof ZEnablePromotionRequest>>({
    resolver: zodResolver(ZEnablePromotionRequest),
    defaultValues: { settings: { oneLineDescription: promotion.settings.oneLineDescription ?? '' } },
  });
  const description = useWatch({ control: form.control, name: 'settings.oneLineDescription' });
  const isEnabled = enable.isPending ? true : disable.isPending ? false : promotion.isEnabled;

  const submitEnable = form.handleSubmit(
    async (values) => {
      try {
        await enable.mutateAsync(values);
        notifySuccess(MESSAGES.promotionEnabled);
      } catch (error) {
        notifyError(applyServerErrors(error, form.setError, ['settings.oneLineDescription']));
      }
    },
    () => notifyError(MESSAGES.fillAllRequired),
  );

  const onToggle = (checked: boolean) => {
    if (checked) return void submitEnable();
    disable.mutate(undefined, {
      onSuccess: () => notifySuccess(MESSAGES.promotionDisabled),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submitEnable} noValidate>
      <Stack gap="lg">
        <Switch
          size="md"
          label="Promote my organiser in the influencer hub"
          description={isEnabled ? 'Promotion is on.' : 'Promotion is off.'}
          checked={isEnabled}
          disabled={enable.isPending || disable.isPending}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        <TextInput
          label="One-line description"
          description={`What influencers see about you. ${description.length}/${DESCRIPTION_MAX} characters.`}
          placeholder="e.g. Live comedy nights in Manchester"
          maxLength={DESCRIPTION_MAX}
          withAsterisk
          error={form.formState.errors.settings?.oneLineDescription?.message}
          {...form.register('settings.oneLineDescription')}
        />
        {isEnabled ? (
          <Group justify="flex-end">
            <Button type="submit" loading={enable.isPending} miw={120}>
              Save
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}

export function PromotionSettingsScreen() {
  const promotion = usePromotion();
  return (
    <PageLayout title="Promotion settings" size="sm">
      <Alert variant="light" color="indigo" icon={<IconSpeakerphone aria-hidden />} title="Influencer hub">
        <Text size="sm">
          Influencers in the Usher hub share your events with their followers. For tickets sold through the
          hub, a commission of 11.99% ex VAT applies.
        </Text>
      </Alert>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {promotion.isPending ? (
          <Skeleton h={120} />
        ) : promotion.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(promotion.error)}
          </Alert>
        ) : (
          <PromotionForm promotion={promotion.data} />
        )}
      </Paper>
    </PageLayout>
  );
}
