import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  ZActivityForm,
  keepAgeCharacters,
  toActivityRequest,
  type TActivity,
  type TActivityForm,
  type TActivityRequest,
} from '@usher/contract/activities';
import { CUSTOM_FIELD_KEYS } from '@usher/contract/custom-fields';
import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';
import { ActivityImageField } from './activity-image-field';
import { canEditAddressOnce, keepLockedFields } from './activity-form-values';
import { CustomFieldsInput } from './custom-fields-input';
import { AddressFields } from '../../../components/forms/address-fields';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { RichTextField } from '../../../components/forms/rich-text-field';
import { MaskedTextField } from '../../../components/forms/masked-text-field';
import { SectionCard } from '../../../components/ui/section-card';
import { LockedNote } from '../../../components/ui/locked-note';

type ActivityFormProps = {
  defaultValues: TActivityForm;
  /** The saved activity in edit mode. */
  activity?: TActivity;
  /** Tickets sold or reserved: most fields are locked (§4). */
  isReserved?: boolean;
  canSave: boolean;
  onSave: (request: TActivityRequest) => Promise<unknown>;
  /** Shown at the left of the Save button (the Delete event button in edit mode). */
  extraActions?: ReactNode;
};

/** Server field paths the form shows under a field; the rest go to the toast. */
const SERVER_FIELDS = [
  'name',
  'description',
  'imageUrl',
  'minAge',
  'onlineLink',
  'address.country',
  'address.city',
  'address.line1',
  'address.line2',
  'address.postCode',
];

function customFieldsError(errors: FieldErrors<TActivityForm>): string | undefined {
  return errors.customFields?.message ?? errors.customFields?.root?.message;
}

/** §2 activity form, checked with the §5 rules of ZActivityForm and sent as toActivityRequest. */
export function ActivityForm({
  defaultValues,
  activity,
  isReserved = false,
  canSave,
  onSave,
  extraActions,
}: ActivityFormProps) {
  const form = useForm<TActivityForm>({ resolver: zodResolver(ZActivityForm), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const [isOnline, hasCustomFields, customFields] = useWatch({
    control: form.control,
    name: ['isOnline', 'hasCustomFields', 'customFields'],
  });
  const isAddressLocked = isReserved && !(activity && canEditAddressOnce(activity));

  const onSubmit = form.handleSubmit(
    async (values) => {
      const request = toActivityRequest(values);
      try {
        await onSave(isReserved && activity ? keepLockedFields(request, activity) : request);
      } catch (error) {
        notifyError(applyServerErrors(error, form.setError, SERVER_FIELDS));
        const customFieldMessage = isApiError(error)
          ? CUSTOM_FIELD_KEYS.map((key) => error.errors[key]).find(Boolean)
          : undefined;
        if (customFieldMessage)
          form.setError('customFields', { type: 'server', message: customFieldMessage });
      }
    },
    () => notifyError(MESSAGES.fillInAllRequired),
  );

  const setCustomFields = (names: string[]) =>
    form.setValue('customFields', names, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {isReserved ? (
          <LockedNote radius="lg">
            {MESSAGES.activityLocked}
            {isAddressLocked ? null : ' The blank address can still be filled in once.'}
          </LockedNote>
        ) : null}

        <SectionCard title="Event details">
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <ActivityImageField value={field.value} onChange={field.onChange} disabled={isReserved} />
            )}
          />
          <TextInput
            label="Name"
            withAsterisk
            disabled={isReserved}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextField
                label="Description"
                value={field.value}
                onChange={field.onChange}
                error={errors.description?.message}
              />
            )}
          />
          <MaskedTextField
            control={form.control}
            name="minAge"
            keep={keepAgeCharacters}
            label="Age restriction"
            description="Minimum age of guests; leave blank for none."
            inputMode="decimal"
            maw={220}
            disabled={isReserved}
          />
        </SectionCard>

        <SectionCard title="Location">
          <CheckboxField control={form.control} name="isOnline" label="Online event" disabled={isReserved} />
          {isOnline ? (
            <TextInput
              label="Link for online event"
              withAsterisk
              placeholder="https://"
              inputMode="url"
              disabled={isReserved}
              error={errors.onlineLink?.message}
              {...form.register('onlineLink')}
            />
          ) : null}
          <AddressFields register={form.register} errors={errors.address} disabled={isAddressLocked} />
          <Text size="xs" c="dimmed">
            Leave the address blank if there is none; once one part is filled in, country, city, line 1 and
            post code are needed.
          </Text>
        </SectionCard>

        <SectionCard title="Guest information">
          <Stack gap="sm">
            {(
              [
                ['isFullNameRequired', 'Full name required'],
                ['isEmailRequired', 'Email required'],
                ['isAddressRequired', 'Address required'],
              ] as const
            ).map(([name, label]) => (
              <CheckboxField
                key={name}
                control={form.control}
                name={name}
                label={label}
                disabled={isReserved}
              />
            ))}
          </Stack>
          <CheckboxField
            control={form.control}
            name="hasCustomFields"
            label="Custom fields"
            description="Ask each guest up to 5 extra questions."
            disabled={isReserved}
            variant="switch"
          />
          {hasCustomFields ? (
            <CustomFieldsInput
              names={customFields}
              register={form.register}
              disabled={isReserved}
              error={customFieldsError(errors)}
              onAdd={() => setCustomFields([...customFields, ''])}
              onRemove={(index) => setCustomFields(customFields.filter((_, i) => i !== index))}
            />
          ) : null}
        </SectionCard>

        <Group justify="flex-end" gap="sm">
          <Group mr="auto">{extraActions}</Group>
          {canSave ? (
            <Button type="submit" loading={isSubmitting} miw={120}>
              Save
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
