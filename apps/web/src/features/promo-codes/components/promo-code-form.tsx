import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useCallback, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { londonToday } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import {
  EMPTY_PROMO_CODE_FORM,
  keepDigits,
  promoCodeFormSchema,
  promoFormMessages,
  type TPromoCodeFormValues,
} from '@usher/contract/promo-code-form';
import { keepPromoCodeCharacters } from '@usher/contract/promo-code-text';
import { type TCreatePromoCodeRequest, type TPromoScopeOptions } from '@usher/contract/promo-codes';
import { MaskedTextField } from '../../../components/forms/masked-text-field';
import { isApiError } from '../../../lib/api-client';
import { CALENDAR_ARIA_LABELS, TIME_PICKER_LABELS } from '../../../lib/date-picker-labels';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useCreatePromoCode } from '../api/create-promo-code';
import { chosenScopeNames } from './chosen-scope-names';
import { ConfirmPromoCodeDialog } from './confirm-promo-code-dialog';
import { PromoScopeTree } from './promo-scope-tree';
import { validUntilOpensOn } from './valid-until-month';
import { SectionCard } from '../../../components/ui/section-card';

const CHOSEN_FIELD = {
  activities: 'activityIds',
  events: 'eventIds',
  ticketVariants: 'ticketVariantIds',
} as const;

/** §4 create flow: the form, its §5 checks under each field, a confirmation in words, save, back to /codes. */
export function PromoCodeForm({ options }: { options: TPromoScopeOptions }) {
  const navigate = useNavigate();
  const create = useCreatePromoCode();
  const form = useForm<TPromoCodeFormValues, unknown, TCreatePromoCodeRequest>({
    resolver: zodResolver(promoCodeFormSchema),
    defaultValues: EMPTY_PROMO_CODE_FORM,
  });
  const { errors } = form.formState;
  const [discountType, scope] = useWatch({ control: form.control, name: ['discountType', 'scope'] });
  const chosenField = scope === 'all' ? null : CHOSEN_FIELD[scope];
  const chosen = useWatch({ control: form.control, name: chosenField ?? 'activityIds' });
  const [activityIds, eventIds, ticketVariantIds] = useWatch({
    control: form.control,
    name: ['activityIds', 'eventIds', 'ticketVariantIds'],
  });
  const validUntilMonth = validUntilOpensOn({ scope, activityIds, eventIds, ticketVariantIds }, options);
  const [pending, setPending] = useState<TCreatePromoCodeRequest | null>(null);

  const toggleChosen = useCallback(
    (id: string) => {
      if (!chosenField) return;
      const current = form.getValues(chosenField);
      const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
      form.setValue(chosenField, next);
      form.clearErrors('scope');
    },
    [chosenField, form],
  );

  const onSubmit = form.handleSubmit(setPending, () => notifyError(MESSAGES.fillInAllRequired));

  const save = async () => {
    if (!pending) return;
    try {
      await create.mutateAsync(pending);
      notifySuccess(MESSAGES.promoCodeCreated);
      await navigate('/codes');
    } catch (error) {
      setPending(null);
      const messages = isApiError(error) ? promoFormMessages(Object.entries(error.errors)) : new Map();
      [...messages].forEach(([field, message], index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      notifyError(errorMessage(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <SectionCard title="Code and discount">
          <MaskedTextField
            control={form.control}
            name="code"
            keep={keepPromoCodeCharacters}
            label="Promo code"
            description="Letters and digits only; guests may type it in any case."
            withAsterisk
            autoCapitalize="characters"
            maw={{ sm: 320 }}
          />
          <Controller
            control={form.control}
            name="discountType"
            render={({ field }) => (
              <Radio.Group label="Discount type" value={field.value} onChange={field.onChange}>
                <Group gap="lg" mt={6}>
                  <Radio value="percentage" label="Percentage" />
                  <Radio value="money" label="Money" />
                </Group>
              </Radio.Group>
            )}
          />
          <MaskedTextField
            control={form.control}
            name="discount"
            keep={keepDigits}
            label={discountType === 'percentage' ? 'Discount (%)' : 'Discount (£)'}
            description={
              discountType === 'percentage'
                ? 'A whole percentage, 0 to 100, off each ticket.'
                : 'Whole pounds off each ticket; a ticket never goes below £0.'
            }
            withAsterisk
            inputMode="numeric"
            maw={{ sm: 320 }}
          />
        </SectionCard>

        <SectionCard title="Validity and cap">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="validUntil"
              render={({ field }) => (
                <DateTimePicker
                  valueFormat="DD MMM YYYY, HH:mm"
                  placeholder="Pick date and time"
                  clearable
                  clearButtonProps={{ 'aria-label': 'Clear valid until' }}
                  {...TIME_PICKER_LABELS}
                  ariaLabels={CALENDAR_ARIA_LABELS}
                  popoverProps={{ withinPortal: true }}
                  label="Valid until"
                  withAsterisk
                  minDate={londonToday()}
                  defaultDate={field.value ?? validUntilMonth}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={errors.validUntil?.message}
                />
              )}
            />
            <MaskedTextField
              control={form.control}
              name="maxUses"
              keep={keepDigits}
              label="Cap on tickets"
              description="Optional: the most tickets the code may discount."
              inputMode="numeric"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Times are in London time.
          </Text>
        </SectionCard>

        <SectionCard title="Where it applies">
          <Controller
            control={form.control}
            name="scope"
            render={({ field }) => (
              <Radio.Group
                label="Applies to"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors('scope');
                }}
                error={errors.scope?.message}
              >
                <Stack gap="xs" mt={6}>
                  <Radio value="all" label="All organisation events" />
                  <Radio value="activities" label="Chosen events" />
                  <Radio value="events" label="Chosen dates" />
                  <Radio value="ticketVariants" label="Chosen ticket types" />
                </Stack>
              </Radio.Group>
            )}
          />
          {scope === 'all' ? null : (
            <>
              <Text size="sm" fw={500}>
                {chosen.length} chosen
              </Text>
              <PromoScopeTree options={options} scope={scope} chosen={chosen} onToggle={toggleChosen} />
            </>
          )}
        </SectionCard>

        <Group justify="flex-end">
          <Button type="submit" size="md" miw={160}>
            Create code
          </Button>
        </Group>
      </Stack>

      <ConfirmPromoCodeDialog
        request={pending}
        scopeNames={pending ? chosenScopeNames(form.getValues(), options) : []}
        isSaving={create.isPending}
        onCancel={() => setPending(null)}
        onConfirm={save}
      />
    </form>
  );
}
