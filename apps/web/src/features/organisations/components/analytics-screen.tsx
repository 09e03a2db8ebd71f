import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import { ZAnalyticsForm, type TAnalyticsForm } from '@usher/contract/organisations';
import { PageLayout } from '../../../components/layouts/page-layout';
import { applyServerErrors } from '../../../lib/form-errors';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useOrganisationDetails } from '../api/get-organisation-details';
import { useUpdateOrganisationDetails } from '../api/update-organisation-details';

function AnalyticsForm({ tagManagerId }: { tagManagerId: string | null }) {
  const update = useUpdateOrganisationDetails();
  const form = useForm<TAnalyticsForm, unknown, z.output<typeof ZAnalyticsForm>>({
    resolver: zodResolver(ZAnalyticsForm),
    defaultValues: { tagManagerId: tagManagerId ?? '' },
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await update.mutateAsync({ tagManagerId: values.tagManagerId });
        notifySuccess(MESSAGES.tagManagerIdSet);
      } catch (error) {
        notifyError(applyServerErrors(error, form.setError, ['tagManagerId']));
      }
    },
    () => notifyError(MESSAGES.fillInAllRequired),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Google Tag Manager ID"
          placeholder="GTM-XXXXXXXX"
          description="Find it in Google Tag Manager, at the top of your container's workspace."
          autoCapitalize="characters"
          error={form.formState.errors.tagManagerId?.message}
          {...form.register('tagManagerId')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} miw={120}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AnalyticsScreen() {
  const details = useOrganisationDetails();
  return (
    <PageLayout
      title="Analytics"
      description="Connect Google Tag Manager to measure visits and sales on your public event pages."
      size="sm"
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {details.isPending ? (
          <Skeleton h={90} />
        ) : details.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(details.error)}
          </Alert>
        ) : (
          <AnalyticsForm key={details.data.guid} tagManagerId={details.data.tagManagerId} />
        )}
      </Paper>
    </PageLayout>
  );
}
