import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock, IconSend, IconTicket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TActivity } from '@usher/contract/activities';
import type { TEvent } from '@usher/contract/events';
import {
  EMPTY_FREE_ORDER_FORM,
  FREE_ORDER_FORM_FIELDS,
  countTickets,
  demandsOf,
  freeOrderFormSchema,
  type TFreeOrderFormValues,
  type TTicketSelection,
} from '@usher/contract/free-order-form';
import { MESSAGES } from '@usher/contract/messages';
import type { TFreeOrderRequest, TFreeOrderResponse } from '@usher/contract/orders';
import { formatPounds } from '@usher/contract/promo-display';
import { formatPrice, type TTicketVariant } from '@usher/contract/ticket-variants';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';
import { useCheckPromoCode } from '../../promo-codes/api/check-promo-code';
import { useIssueFreeOrder } from '../api/issue-free-order';
import { FreeTicketSelector } from './free-ticket-selector';
import { IssuedDialog } from './issued-dialog';
import { PromoCodeField } from './promo-code-field';
import { ReceiverExtraFields } from './receiver-extra-fields';
import { quoteWithPromo } from './promo-quote';
import { SectionCard } from '../../../components/ui/section-card';

type FreeOrderFormProps = {
  activity: TActivity;
  event: TEvent;
  variants: TTicketVariant[];
  /** ROLE_MASTER with organization.control (§6); others see the counters only. */
  canIssue: boolean;
};

const SELECTION_ID = 'free-tickets-selection';
/** The code is checked once typing pauses, not at every letter. */
const PROMO_DEBOUNCE_MS = 400;
/** The message line renders on this update; scroll once it is there. */
const scrollToSelection = () =>
  requestAnimationFrame(() =>
    document.getElementById(SELECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
  );

/**
 * Refusals about the ticket choice itself, whatever the receiver: not enough tickets left (409), the event over
 * or not published (409), someone else issuing for this date right now (503). Their message belongs on the choice.
 */
function isSelectionRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 503);
}

/** §2/§4 flow: choose quantities, Claim, fill in the receiver, Issue tickets, then the success dialog. */
export function FreeOrderForm({ activity, event, variants, canIssue }: FreeOrderFormProps) {
  const navigate = useNavigate();
  const issue = useIssueFreeOrder({ activityId: activity.id, eventId: event.id });
  const demands = useMemo(() => demandsOf(activity), [activity]);
  const schema = useMemo(() => freeOrderFormSchema(demands), [demands]);
  const form = useForm<TFreeOrderFormValues, unknown, TFreeOrderRequest>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FREE_ORDER_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  // The selection is a record keyed by ticket type, so its error's type mixes in those keys: keep the text only.
  const selectionError = typeof errors.items?.message === 'string' ? errors.items.message : undefined;
  const selection = useWatch({ control: form.control, name: 'items' });
  const [isClaimed, setClaimed] = useState(false);
  const [issued, setIssued] = useState<TFreeOrderResponse | null>(null);

  const promoCode = useWatch({ control: form.control, name: 'promoCode' });
  const [checkedCode] = useDebouncedValue(promoCode.trim(), PROMO_DEBOUNCE_MS);
  const check = useCheckPromoCode(event.id, checkedCode);
  const count = countTickets(selection);
  const quote = quoteWithPromo(variants, selection, checkedCode && check.data ? check.data : undefined);

  const changeSelection = (next: TTicketSelection) => {
    form.setValue('items', next);
    form.clearErrors('items');
  };

  const claim = async () => {
    if (await form.trigger('items')) setClaimed(true);
    else scrollToSelection();
  };

  const reset = () => {
    form.reset(EMPTY_FREE_ORDER_FORM);
    setClaimed(false);
    setIssued(null);
  };

  const onSubmit = form.handleSubmit(
    async (request) => {
      try {
        setIssued(await issue.mutateAsync(request));
      } catch (error) {
        const message = applyServerErrors(error, form.setError, FREE_ORDER_FORM_FIELDS);
        if (isSelectionRefusal(error)) form.setError('items', { type: 'server', message });
        if (form.getFieldState('items').error) scrollToSelection();
        notifyError(message);
      }
    },
    (invalid) => {
      notifyError(MESSAGES.fillInAllRequired);
      if (invalid.items) scrollToSelection();
    },
  );

  return (
    <Stack gap="lg">
      <SectionCard title="Tickets" id="free-tickets-title">
        <div id={SELECTION_ID}>
          {selectionError ? (
            <Text c="red" size="sm" fw={500} role="alert" mb="sm">
              {selectionError}
            </Text>
          ) : null}
          {variants.length === 0 ? (
            <Text size="sm" c="dimmed">
              This date has no ticket types yet.
            </Text>
          ) : (
            <FreeTicketSelector
              maxTicketCount={event.maxTicketCount}
              variants={variants}
              selection={selection}
              onChange={changeSelection}
            />
          )}
        </div>
        {canIssue ? <PromoCodeField control={form.control} check={check} quote={quote} /> : null}
        <Divider />
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {count} {count === 1 ? 'ticket' : 'tickets'}
          </Text>
          {quote.subtotal > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="to-collect">
              To collect in cash:{' '}
              {quote.total < quote.subtotal ? (
                // Wraps between the prices and the saving, never inside '(£4.25 off)' on a phone.
                <>
                  <s>{formatPounds(quote.subtotal)}</s> <b>{formatPounds(quote.total)}</b>{' '}
                  <span style={{ whiteSpace: 'nowrap' }}>
                    ({formatPounds(quote.subtotal - quote.total)} off)
                  </span>
                </>
              ) : (
                <b>{formatPrice(quote.total)}</b>
              )}
            </Text>
          ) : null}
        </Group>
        {!canIssue ? (
          <Alert color="orange" variant="light" icon={<IconLock size={18} aria-hidden />}>
            Only the organiser&apos;s owner, with organiser control, can issue free or cash tickets.
          </Alert>
        ) : isClaimed ? null : (
          <Button
            size="md"
            fullWidth
            leftSection={<IconTicket size={18} aria-hidden />}
            onClick={claim}
            disabled={variants.length === 0}
          >
            Claim
          </Button>
        )}
      </SectionCard>

      {canIssue && isClaimed ? (
        <form onSubmit={onSubmit} noValidate>
          <SectionCard title="Receiver" id="receiver-title">
            <Text size="sm" c="dimmed" mt={-8}>
              The tickets are sent by SMS to this phone
              {demands.isEmailRequired ? ', and by email with the PDF' : ''}.
            </Text>
            <TextInput
              label="Phone"
              withAsterisk
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="07700 900123"
              description="UK numbers as you dial them; other countries starting with +"
              autoFocus
              error={errors.phoneNumber?.message}
              {...form.register('phoneNumber')}
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
            {demands.isEmailRequired ? (
              <TextInput
                label="Email"
                withAsterisk
                type="email"
                inputMode="email"
                autoComplete="email"
                error={errors.email?.message}
                {...form.register('email')}
              />
            ) : null}
            <ReceiverExtraFields register={form.register} errors={errors} demands={demands} />
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={isSubmitting}
              leftSection={<IconSend size={18} aria-hidden />}
            >
              Issue tickets
            </Button>
          </SectionCard>
        </form>
      ) : null}

      <IssuedDialog
        order={issued}
        onClose={reset}
        onBackToEvent={() => navigate(`/activity/${activity.id}/event/${event.id}/edit`)}
      />
    </Stack>
  );
}
