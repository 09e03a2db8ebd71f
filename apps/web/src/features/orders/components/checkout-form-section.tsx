import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TCheckoutRequest } from '@usher/contract/checkout';
import { demandsOf } from '@usher/contract/free-order-form';
import { MESSAGES } from '@usher/contract/messages';
import { formatPounds } from '@usher/contract/promo-display';
import type { TPublicEvent } from '@usher/contract/public-event';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCheckoutHold } from '../api/checkout-hold';
import { forgetStoredHold, type TStoredHold } from '../api/place-hold';
import {
  CHECKOUT_FORM_FIELDS,
  EMPTY_CHECKOUT_FORM,
  checkoutFormSchema,
  type TCheckoutFormValues,
} from './checkout-form';
import { ReceiverExtraFields } from './receiver-extra-fields';

type CheckoutFormProps = {
  hold: TStoredHold;
  event: TPublicEvent;
  /** Pence to pay with the applied code; 0 skips payment. */
  total: number;
  promoCode: string | null;
  /** The server says the hold ended or was checked out: the screen shows the way back. */
  onHoldEnded: (reason: string) => void;
};

const HOLD_GONE_MESSAGES: readonly string[] = [MESSAGES.holdEnded, MESSAGES.holdCheckedOut];

/** The guest's details as the activity asks them (§5, email always online), then Pay or Get free tickets. */
export function CheckoutForm({ hold, event, total, promoCode, onHoldEnded }: CheckoutFormProps) {
  const navigate = useNavigate();
  const checkout = useCheckoutHold(hold.id);
  const demands = useMemo(() => demandsOf(event), [event]);
  const schema = useMemo(() => checkoutFormSchema(demands), [demands]);
  const form = useForm<TCheckoutFormValues, unknown, TCheckoutRequest>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_CHECKOUT_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (request) => {
      setRefusal(null);
      try {
        const order = await checkout.mutateAsync({ ...request, promoCode });
        forgetStoredHold(hold.id);
        if (order.paymentUrl) {
          notifySuccess(MESSAGES.takingYouToPayment);
          window.location.assign(order.paymentUrl);
        } else {
          notifySuccess(MESSAGES.freeTicketsIssued);
          navigate(`/order/${order.orderId}`);
        }
      } catch (error) {
        const message = applyServerErrors(error, form.setError, CHECKOUT_FORM_FIELDS);
        if (isApiError(error) && HOLD_GONE_MESSAGES.includes(error.message)) onHoldEnded(error.message);
        else if (isApiError(error) && error.status !== 400) setRefusal(message);
        notifyError(message);
      }
    },
    () => notifyError(MESSAGES.fillInAllRequired),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="guest-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="guest-title">
            Your details
          </Title>
          <Text size="sm" c="dimmed" mt={-6}>
            Your tickets are sent to this email.
          </Text>
          <TextInput
            label="Email"
            withAsterisk
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          {demands.isFullNameRequired ? (
            <TextInput
              label="Full name"
              withAsterisk
              autoComplete="name"
              error={errors.fullName?.message}
              {...form.register('fullName')}
            />
          ) : null}
          <TextInput
            label="Phone (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            description="For your tickets by SMS too"
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
          <ReceiverExtraFields register={form.register} errors={errors} demands={demands} />
          {refusal ? (
            <Text c="red" size="sm" fw={500} role="alert">
              {refusal}
            </Text>
          ) : null}
          <Button
            type="submit"
            size="md"
            h={48}
            fullWidth
            loading={isSubmitting}
            leftSection={total > 0 ? <IconLock size={18} aria-hidden /> : null}
          >
            {total > 0 ? `Pay ${formatPounds(total)}` : 'Get free tickets'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
