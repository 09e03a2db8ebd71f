import { IconCalendar } from '@tabler/icons-react';
import { formatLondon } from '@usher/contract/london-format';
import type { TPublicOrganisation } from '@usher/contract/organisations';
import { formatPrice } from '@usher/contract/price-format';

type ShopWindowActivity = TPublicOrganisation['activities'][number];

/** "From £12.00", or "Free" when the cheapest ticket is; nothing while no ticket type exists. */
export function priceFromText(priceFrom: number | null): string | null {
  if (priceFrom === null) return null;
  return priceFrom === 0 ? 'Free' : `From ${formatPrice(priceFrom)}`;
}

/** The organiser's shop window (issue 16 §1.5): one card per activity, each leading to its page. */
export function ShopWindowList({ activities }: { activities: ShopWindowActivity[] }) {
  return (
    <div className="public-shop-window">
      {activities.map((activity) => {
        const price = priceFromText(activity.priceFrom);
        return (
          <a
            key={activity.id}
            className="public-card public-link-card"
            href={`/a/${activity.id}`}
            aria-label={activity.name}
          >
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
