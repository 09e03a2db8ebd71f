import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { PublicPage } from '../../../components/layouts/public-page';
import { PublicEventNotFound, PublicPageLoading } from '../../../components/layouts/public-page-states';
import { PublicPromoField } from '../../../components/forms/public-promo-field';
import { Detail } from '../../../components/ui/detail';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicEvent } from '../../activities/api/get-public-event';
import { usePublicPromoPrices } from '../../promo-codes/api/get-public-promo-prices';
import { readStoredHold, type TStoredHold } from '../api/place-hold';
import { BackToWaitlistButton, ChangeTicketsButton } from './change-tickets-button';
import { CheckoutForm } from './checkout-form-section';
import { HeldLinesList } from './held-lines-list';
import { priceHeldLines } from './held-lines';
import { HoldCountdown, useSecondsLeft } from './hold-countdown';
import { HoldGonePanel } from './hold-gone-panel';

/**
 * `/checkout/{holdId}`: the second of the customer's three screens (issue 16 §1.2). The hold this tab placed
 * (sessionStorage, so a reload keeps it) with a countdown to its end, its lines priced with an optional promo
 * code, the guest form and Pay.
 */
export function CheckoutScreen() {
  const { holdId = '' } = useParams();
  const [search] = useSearchParams();
  const hold = useMemo(() => readStoredHold(holdId), [holdId]);
  usePageTitle('Checkout');
  if (!hold) {
    return (
      <PublicPage>
        <HoldGonePanel eventId={search.get('event')} reason={MESSAGES.holdNotOnThisDevice} />
      </PublicPage>
    );
  }
  return <HeldCheckout hold={hold} />;
}

function HeldCheckout({ hold }: { hold: TStoredHold }) {
  const event = usePublicEvent(hold.eventId);
  const seconds = useSecondsLeft(hold.expiresAt);
  const [promoCode, setPromoCode] = useState(hold.promoCode);
  const promo = usePublicPromoPrices(hold.eventId, promoCode);
  const [endedReason, setEndedReason] = useState<string | null>(null);
  const isGone = seconds === 0 || endedReason !== null;
  const wasGone = useRef(isGone);

  useEffect(() => {
    if (isGone && !wasGone.current) notify('orange', MESSAGES.holdNoLongerHeld);
    wasGone.current = isGone;
  }, [isGone]);

  if (isGone) {
    return (
      <PublicPage>
        <HoldGonePanel
          eventId={hold.eventId}
          reason={endedReason ?? MESSAGES.holdEnded}
          waitlistEntryId={hold.waitlistEntryId}
        />
      </PublicPage>
    );
  }
  if (event.isPending) return <PublicPageLoading />;
  if (event.isError) return <PublicEventNotFound />;

  const priced = priceHeldLines(event.data.ticketVariants, hold.items, promo.data);

  return (
    <PublicPage>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <HoldCountdown seconds={seconds} />
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {event.data.name}
          </Title>
          <Detail icon={<IconCalendar size={18} aria-hidden />}>{formatLondon(event.data.startAt)}</Detail>
          <HeldLinesList {...priced} />
          {hold.waitlistEntryId ? (
            <BackToWaitlistButton entryId={hold.waitlistEntryId} />
          ) : (
            <ChangeTicketsButton hold={hold} />
          )}
          <PublicPromoField prices={promo} onApply={setPromoCode} initialCode={hold.promoCode} />
        </Stack>
      </Paper>
      <CheckoutForm
        hold={hold}
        event={event.data}
        total={priced.total}
        promoCode={promo.data ? promoCode : null}
        onHoldEnded={setEndedReason}
      />
      <Text size="xs" c="dimmed" ta="center">
        {MESSAGES.noBookingFee}
      </Text>
    </PublicPage>
  );
}
