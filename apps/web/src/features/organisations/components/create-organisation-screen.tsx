import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import { ZOrganisationName } from '@usher/contract/organisations';
import { PageLayout } from '../../../components/layouts/page-layout';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateOrganisation } from '../api/create-organisation';

const ZCreateOrganisationForm = z.object({ name: ZOrganisationName });
type TCreateOrganisationForm = z.input<typeof ZCreateOrganisationForm>;

export function CreateOrganisationScreen() {
  const navigate = useNavigate();
  const create = useCreateOrganisation();
  const form = useForm<TCreateOrganisationForm>({
    resolver: zodResolver(ZCreateOrganisationForm),
    defaultValues: { name: '' },
  });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await create.mutateAsync(name);
      notifySuccess(MESSAGES.organizerCreated(name.trim()));
      await navigate('/settings');
    } catch (error) {
      notifyError(applyServerErrors(error, form.setError, ['name']));
    }
  });

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
