import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { keepUkPhoneCharacters, toAddressForm } from '@usher/contract/fields';
import { MESSAGES } from '@usher/contract/messages';
import {
  ZOrganisationSettingsForm,
  type TOrganisationDetails,
  type TOrganisationSettingsForm,
} from '@usher/contract/organisations';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateOrganisationDetails } from '../api/update-organisation-details';
import { useUpdateOrganisationName } from '../api/update-organisation-name';
import { AddressFields } from '../../../components/forms/address-fields';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { MaskedTextField } from '../../../components/forms/masked-text-field';

type SettingsValues = z.output<typeof ZOrganisationSettingsForm>;

export function toSettingsFormValues(details: TOrganisationDetails): TOrganisationSettingsForm {
  return {
    name: details.name,
    description: details.description ?? '',
    phone: details.phone ?? '',
    email: details.email ?? '',
    address: toAddressForm(details.address),
    emailNotifications: details.emailNotifications,
  };
}

export function SettingsForm({ details }: { details: TOrganisationDetails }) {
  const updateName = useUpdateOrganisationName();
  const updateDetails = useUpdateOrganisationDetails();
  const form = useForm<TOrganisationSettingsForm, unknown, SettingsValues>({
    resolver: zodResolver(ZOrganisationSettingsForm),
    defaultValues: toSettingsFormValues(details),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ name, ...rest }) => {
      try {
        if (name !== details.name) {
          await updateName.mutateAsync({ guid: details.guid, name });
          notifySuccess(MESSAGES.newNameSaved);
        }
        await updateDetails.mutateAsync(rest);
        notifySuccess(MESSAGES.organizerDetailsUpdated);
      } catch (error) {
        notifyError(applyServerErrors(error, form.setError));
      }
    },
    () => notifyError(MESSAGES.fillInAllRequired),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              Organizer details
            </Title>
            <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
            <Textarea
              label="Description"
              autosize
              minRows={3}
              maxRows={10}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MaskedTextField
                control={form.control}
                name="phone"
                keep={keepUkPhoneCharacters}
                label="Phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+447700900123"
                description="A UK number: +44 and 10 digits."
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="hello@example.com"
                error={errors.email?.message}
                {...form.register('email')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              Address
            </Title>
            <AddressFields register={form.register} errors={errors.address} withAsterisk />
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <CheckboxField
            control={form.control}
            name="emailNotifications"
            label="Availability reminders"
            description="Email me when tickets for my events are running low."
          />
        </Paper>

        <Group justify="flex-end">
          <Text c="dimmed" size="xs" mr="auto">
            Fields marked * are required.
          </Text>
          <Button type="submit" loading={isSubmitting} miw={120}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
