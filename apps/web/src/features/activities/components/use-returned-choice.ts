import { useEffect, useEffectEvent } from 'react';
import { forgetStoredHold, storedHoldsOf, type TStoredHold } from '../../orders/api/place-hold';
import { releaseHold } from '../../orders/api/release-hold';

/**
 * Back on the date from its checkout ("Change tickets", the browser's Back, or a page kept whole by the browser):
 * the holds this tab left there are released, so the customer's own places are free again rather than "Sold
 * out", and the newest one's choice (tickets and promo code) is handed to `onReturn` once they are.
 */
export function useReturnedChoice(eventId: string, onReturn: (hold: TStoredHold) => void): void {
  const giveBack = useEffectEvent(onReturn);

  useEffect(() => {
    const takeBack = async () => {
      const holds = storedHoldsOf(eventId);
      const newest = holds.at(-1);
      if (!newest) return;
      holds.forEach((hold) => forgetStoredHold(hold.id));
      // A hold already gone (expired, purged) has nothing to free: its choice is still given back.
      await Promise.allSettled(holds.map((hold) => releaseHold(hold.id)));
      giveBack(newest);
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void takeBack();
    };
    void takeBack();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [eventId]);
}
