import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ZCreateOrganisationRequest, type TCreateOrganisationRequest } from '@usher/contract/organisations';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateOrganisation } from '../api/create-organisation';

export function CreateOrganisationScreen() {
  const navigate = useNavigate();
  const create = useCreateOrganisation();
  const form = useForm<TCreateOrganisationRequest, unknown, z.output<typeof ZCreateOrganisationRequest>>({
    resolver: zodResolver(ZCreateOrganisationRequest),
    defaultValues: { name: '' },
  });

  const onSubmit = form.handleSubmit(
    async (request) => {
      try {
        await create.mutateAsync(request);
        notifySuccess(MESSAGES.organizerCreated(request.name.trim()));
        await navigate('/settings');
      } catch (error) {
        notifyError(applyServerErrors(error, form.setError, ['name']));
      }
    },
    () => notifyError(MESSAGES.fillInAllRequired),
  );

  return (
    <PageLayout
      title="Create new organizer"
      description="Run another organiser from the same account. You can switch between them at any time."
      size="sm"
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Name"
              withAsterisk
              data-autofocus
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending} miw={120}>
                Create
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageLayout>
  );
}
