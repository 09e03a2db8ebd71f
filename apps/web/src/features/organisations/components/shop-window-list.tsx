import { IconCalendar } from '@tabler/icons-react';
import { formatLondon } from '@usher/contract/london-format';
import type { TPublicOrganisation } from '@usher/contract/organisations';
import { formatPriceRange } from '@usher/contract/price-format';

type ShopWindowActivity = TPublicOrganisation['activities'][number];

/**
 * The activity's prices as its own page writes them: "Free – £12.00" from the cheapest ticket type to the dearest
 * ("Free" or "£12.00" when they are one); nothing while no ticket type exists.
 */
export function priceRangeText(activity: Pick<ShopWindowActivity, 'priceFrom' | 'priceTo'>): string | null {
  if (activity.priceFrom === null || activity.priceTo === null) return null;
  return formatPriceRange({ min: activity.priceFrom, max: activity.priceTo });
}

/**
 * The organiser's shop window (issue 16 §1.5): one card per activity, each leading to its page. A card's link is
 * named by all it shows (name, dates, prices), so a voice user can say what they see (WCAG 2.5.3).
 */
export function ShopWindowList({ activities }: { activities: ShopWindowActivity[] }) {
  return (
    <div className="public-shop-window">
      {activities.map((activity) => {
        const price = priceRangeText(activity);
        return (
          <a key={activity.id} className="public-card public-link-card" href={`/a/${activity.id}`}>
            {activity.imageUrl ? <img className="public-image" src={activity.imageUrl} alt="" /> : null}
            <span className="public-stack" style={{ gap: 6 }}>
              <span className="public-total" style={{ overflowWrap: 'anywhere' }}>
                {activity.name}
              </span>
              <span className="public-row" style={{ justifyContent: 'flex-start', gap: 6 }}>
                <IconCalendar size={16} aria-hidden style={{ flexShrink: 0 }} />
                <span className="public-text-sm">
                  {formatLondon(activity.nextEventDate)}
                  {activity.lastEventDate !== activity.nextEventDate ? ' and more dates' : ''}
                </span>
              </span>
              <span className="public-row" data-wrap style={{ gap: 10 }}>
                {price ? <span className="public-price">{price}</span> : null}
                {activity.soldOut ? <span className="public-badge">Sold out</span> : null}
              </span>
            </span>
          </a>
        );
      })}
    </div>
  );
}
