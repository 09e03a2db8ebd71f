import { formatLondon } from '@usher/contract/london-format';
import type { TPromoCodeFormValues } from '@usher/contract/promo-code-form';
import type { TPromoScopeOptions } from '@usher/contract/promo-codes';

/** The chosen part of the scope in words, one line per activity, date or ticket type, in the tree's order. */
export function chosenScopeNames(
  values: Pick<TPromoCodeFormValues, 'scope' | 'activityIds' | 'eventIds' | 'ticketVariantIds'>,
  options: TPromoScopeOptions,
): string[] {
  if (values.scope === 'all') return ['All organisation events'];
  const activities = new Set(values.activityIds);
  const dates = new Set(values.eventIds);
  const tickets = new Set(values.ticketVariantIds);
  return options.activities.flatMap((activity) => {
    if (values.scope === 'activities') return activities.has(activity.id) ? [activity.name] : [];
    return activity.events.flatMap((date) => {
      const when = `${activity.name}, ${formatLondon(date.startAt)}`;
      if (values.scope === 'events') return dates.has(date.id) ? [when] : [];
      return date.ticketVariants
        .filter((variant) => tickets.has(variant.id))
        .map((variant) => `${when}, ${variant.name}`);
    });
  });
}
