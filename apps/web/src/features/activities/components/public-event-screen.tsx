import {
  IconBuildingStore,
  IconCalendar,
  IconDoor,
  IconInfoCircle,
  IconMapPin,
  IconUser,
  IconWorld,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatAddress } from '@usher/contract/address-format';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { formatPrice } from '@usher/contract/price-format';
import type { TPublicEvent } from '@usher/contract/public-event';
import { isApiError } from '../../../lib/api-client';
import { continuePath } from '../../../lib/embed-handoff';
import { errorMessage } from '../../../lib/error-message';
import { showOnNextPage } from '../../../lib/next-page-notice';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicResource } from '../../../lib/use-public-resource';
import { PublicPage } from '../../../components/public/public-page';
import { PublicEventNotFound, PublicPageLoading } from '../../../components/public/public-page-states';
import { PublicDetail } from '../../../components/public/public-detail';
import { PublicDescription } from '../../../components/public/public-description';
import { PublicPromoField } from '../../../components/public/public-promo-field';
import { useIsEmbedded } from '../../../components/public/embed-context';
import { EmbedCheckoutStatus } from '../../../components/public/embed-checkout-status';
import { useEmbedCheckout } from '../../../components/public/use-embed-checkout';
import { checkoutPath, placeHold, rememberHold } from '../../orders/api/place-hold';
import { publicEventPath } from '../api/public-event-path';
import { TicketSelector, totalPrice, type TTicketSelection } from './ticket-selector';
import { usePromoPrices } from './use-promo-prices';
import { useReturnedChoice } from './use-returned-choice';
import { WaitlistJoin, type TJoinWaitlistForm } from './waitlist-join';

/** Whole minutes from now until an ISO time, for the hold's toast. */
const minutesUntil = (iso: string) => Math.max(1, Math.round((Date.parse(iso) - Date.now()) / 60_000));

type PublicEventScreenProps = {
  eventId: string;
  /** The API answer the server embedded in the page. */
  initial?: TPublicEvent;
  /** The waiting list's form (issue 31 §2), composed in by the page; without it no way to join is shown. */
  joinWaitlistForm?: TJoinWaitlistForm;
};

/** `/e/{eventId}`: one date's public page; "Get tickets" holds the chosen tickets and opens the checkout. */
export function PublicEventScreen({ eventId, initial, joinWaitlistForm }: PublicEventScreenProps) {
  const event = usePublicResource(publicEventPath(eventId), initial);
  const promo = usePromoPrices(eventId);
  const [isHolding, setIsHolding] = useState(false);
  const [holdRefusal, setHoldRefusal] = useState<string | null>(null);
  const [selection, setSelection] = useState<TTicketSelection>({});
  const [isChoiceKept, setIsChoiceKept] = useState(false);
  const isEmbedded = useIsEmbedded();
  const embedCheckout = useEmbedCheckout();
  const discountedPrices = useMemo(
    () =>
      promo.prices
        ? new Map(promo.prices.ticketVariants.map((variant) => [variant.id, variant.discountedPrice]))
        : null,
    [promo.prices],
  );
  usePageTitle(event.data?.name ?? 'Event');
  useReturnedChoice(eventId, (hold) => {
    setSelection(Object.fromEntries(hold.items.map((line) => [line.identity, line.quantity])));
    if (hold.promoCode) void promo.apply(hold.promoCode);
    setHoldRefusal(null);
    setIsChoiceKept(true);
    // The released places count as free again.
    void event.refetch();
  });

  if (event.error) return <PublicEventNotFound />;
  if (!event.data) return <PublicPageLoading />;

  const item = event.data;
  const address = formatAddress(item.address);
  const total = totalPrice(item, selection, discountedPrices);
  const count = Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);
  const isReadOnly = item.isOver || item.isSoldOut;

  const changeSelection = (next: TTicketSelection) => {
    setSelection(next);
    setHoldRefusal(null);
    setIsChoiceKept(false);
  };

  const getTickets = async () => {
    const items = Object.entries(selection)
      .filter(([, quantity]) => quantity > 0)
      .map(([identity, quantity]) => ({ identity, quantity }));
    if (isEmbedded) {
      // The iframe may have no cookies: the new tab holds the tickets itself, first-party.
      embedCheckout.open(continuePath(eventId, { items }));
      return;
    }
    const promoCode = promo.prices ? promo.code : '';
    setIsHolding(true);
    try {
      const hold = await placeHold(eventId, { items });
      rememberHold(hold, eventId, promoCode);
      // The checkout is a step of the full app, served as its own page.
      showOnNextPage(MESSAGES.ticketsHeld(minutesUntil(hold.expiresAt)));
      window.location.assign(checkoutPath(hold.id, eventId));
    } catch (error) {
      // Places taken meanwhile (409) or a busy date (503) empty the choice; any refusal is said by the tickets.
      if (isApiError(error) && (error.status === 409 || error.status === 503)) setSelection({});
      setHoldRefusal(errorMessage(error));
      setIsHolding(false);
      // The date's counts moved meanwhile.
      void event.refetch();
    }
  };

  return (
    <PublicPage>
      <div className="public-card" data-raised>
        {item.imageUrl ? <img className="public-image" src={item.imageUrl} alt="" /> : null}
        <div className="public-card-body public-stack" data-gap="sm">
          <div className="public-row" data-wrap>
            {item.isOver ? (
              <span className="public-badge" data-color="gray">
                Over
              </span>
            ) : item.isSoldOut ? (
              <span className="public-badge">Sold out</span>
            ) : null}
          </div>
          <h1 className="public-title">{item.name}</h1>
          <PublicDetail icon={<IconBuildingStore size={18} aria-hidden />}>
            {item.organizationName}
          </PublicDetail>
          <PublicDetail icon={<IconCalendar size={18} aria-hidden />}>
            {formatLondon(item.startAt)}
            {item.endAt ? ` – ${formatLondon(item.endAt)}` : ''}
          </PublicDetail>
          {item.doorsOpenAt ? (
            <PublicDetail icon={<IconDoor size={18} aria-hidden />}>
              Doors open {formatLondon(item.doorsOpenAt)}
            </PublicDetail>
          ) : null}
          {item.isOnline ? (
            <PublicDetail icon={<IconWorld size={18} aria-hidden />}>Online event</PublicDetail>
          ) : address ? (
            <PublicDetail icon={<IconMapPin size={18} aria-hidden />}>{address}</PublicDetail>
          ) : null}
          {item.minAge !== null ? (
            <PublicDetail icon={<IconUser size={18} aria-hidden />}>
              Age restriction: {item.minAge}+
            </PublicDetail>
          ) : null}
          <PublicDescription html={item.description} />
        </div>
      </div>

      <section
        className="public-card public-card-body public-stack"
        data-gap="md"
        aria-labelledby="tickets-title"
      >
        <h2 className="public-subtitle" id="tickets-title">
          Tickets
        </h2>
        {item.isOver ? (
          <div className="public-alert" role="alert">
            <IconInfoCircle size={18} aria-hidden />
            {MESSAGES.eventOver}
          </div>
        ) : item.isSoldOut ? (
          <div className="public-alert" data-color="red" role="alert">
            <IconInfoCircle size={18} aria-hidden />
            Sold out
          </div>
        ) : null}
        {!isReadOnly &&
        !item.isPaidSaleAvailable &&
        item.ticketVariants.some((variant) => variant.price > 0) ? (
          <div className="public-alert" data-color="orange" role="alert">
            <IconInfoCircle size={18} aria-hidden />
            {MESSAGES.paidSaleUnavailable}
          </div>
        ) : null}
        {isChoiceKept && !isReadOnly ? (
          <div className="public-alert" role="status">
            <IconInfoCircle size={18} aria-hidden />
            {MESSAGES.choiceKept}
          </div>
        ) : null}
        {item.ticketVariants.length === 0 ? (
          <p className="public-text-sm public-dimmed">Tickets are not on sale yet.</p>
        ) : (
          <TicketSelector
            event={item}
            selection={selection}
            onChange={changeSelection}
            isReadOnly={isReadOnly}
            discountedPrices={discountedPrices}
            renderWaitlist={
              joinWaitlistForm
                ? (variant) => (
                    <WaitlistJoin eventId={eventId} ticketVariant={variant} Form={joinWaitlistForm} />
                  )
                : undefined
            }
          />
        )}
        {isReadOnly ? null : (
          <>
            {item.ticketVariants.length > 0 && isEmbedded ? (
              <p className="public-text-sm public-dimmed">{MESSAGES.embedPromoAtCheckout}</p>
            ) : item.ticketVariants.length > 0 ? (
              <PublicPromoField
                appliedCode={promo.prices?.code ?? null}
                error={promo.error}
                isChecking={promo.isChecking}
                onApply={promo.apply}
              />
            ) : null}
            <hr className="public-divider" />
            <div className="public-row">
              <span className="public-strong">Total</span>
              <span className="public-total" aria-live="polite">
                {count === 0 ? '£0.00' : formatPrice(total)}
              </span>
            </div>
            {holdRefusal ? (
              <p className="public-refusal" role="alert">
                {holdRefusal}
              </p>
            ) : null}
            <EmbedCheckoutStatus status={embedCheckout.status} onReopen={embedCheckout.reopen} />
            <button
              type="button"
              className="public-button"
              data-size="lg"
              disabled={count === 0 || isHolding}
              aria-busy={isHolding || undefined}
              onClick={getTickets}
            >
              Get tickets
            </button>
            <p className="public-text-xs public-dimmed" style={{ textAlign: 'center' }}>
              {MESSAGES.noBookingFee}
            </p>
          </>
        )}
      </section>
      <div className="public-footer">
        <a className="public-button" data-variant="subtle" href={`/o/${item.organizationGuid}`}>
          More from {item.organizationName}
        </a>
      </div>
    </PublicPage>
  );
}
