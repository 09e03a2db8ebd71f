import { londonDay } from '@usher/contract/london-format';
import type { TPromoCodeFormValues } from '@usher/contract/promo-code-form';
import type { TPromoScopeOptions } from '@usher/contract/promo-codes';

type ScopeValues = Pick<TPromoCodeFormValues, 'scope' | 'activityIds' | 'eventIds' | 'ticketVariantIds'>;

/**
 * The London day whose month the Valid until calendar opens on: the last date the code applies to (a code
 * usually runs until the event), or undefined (today's month) while nothing is chosen.
 */
export function validUntilOpensOn(values: ScopeValues, options: TPromoScopeOptions): string | undefined {
  const activities = new Set(values.activityIds);
  const dates = new Set(values.eventIds);
  const tickets = new Set(values.ticketVariantIds);
  const starts = options.activities.flatMap((activity) =>
    activity.events
      .filter((date) => {
        if (values.scope === 'all') return true;
        if (values.scope === 'activities') return activities.has(activity.id);
        if (values.scope === 'events') return dates.has(date.id);
        return date.ticketVariants.some((variant) => tickets.has(variant.id));
      })
      .map((date) => date.startAt),
  );
  if (starts.length === 0) return undefined;
  return londonDay(
    starts.reduce((latest, start) => (Date.parse(start) > Date.parse(latest) ? start : latest)),
  );
}
