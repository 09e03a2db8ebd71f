import type { TPublicOrganisation } from '@usher/contract/organisations';
import { isSoldOut } from '@usher/contract/quantity-rules';
import type { Db } from '../../db/database';
import { toIso } from '../../db/iso';
import { getPublicOrganisation } from '../organisations/organisation.service';
import { listVariantsWithSales } from '../ticket-variants/ticket-variant.service';
import { isRowOver } from './event.service';
import { listPublishedActivityDates } from './public-event.repository';

type ShopWindowActivity = TPublicOrganisation['activities'][number];

/**
 * The organiser's shop window (issue 16 §1.5, `/o/{guid}`): each published activity with dates to come, soonest
 * first, with its next and last date, its cheapest and dearest ticket types and whether every date to come is sold out
 * (counts from the sales module, through the ticket types).
 */
export async function listShopWindow(
  db: Db,
  organizationId: string,
): Promise<{ activities: ShopWindowActivity[]; dateIds: string[] }> {
  const now = new Date();
  const dates = (await listPublishedActivityDates(db, organizationId, now)).filter(
    (date) => !isRowOver(date, now),
  );
  const variants = await listVariantsWithSales(
    db,
    organizationId,
    dates.map((date) => date.id),
  );
  const byActivity = new Map<string, ShopWindowActivity>();
  for (const date of dates) {
    const ofDate = variants.filter((variant) => variant.row.event_id === date.id);
    const isDateSoldOut = isSoldOut({
      maxTicketCount: date.max_ticket_count,
      variants: ofDate.map(({ row, counts }) => ({
        id: row.id,
        maxTicketCount: row.max_ticket_count,
        orderCount: counts.sold,
        reservedCount: counts.reserved,
        isAffectEventTicketCount: row.is_affect_event_ticket_count,
      })),
    });
    const prices = ofDate.map(({ row }) => row.price_pence);
    const cheapest = prices.length > 0 ? Math.min(...prices) : null;
    const dearest = prices.length > 0 ? Math.max(...prices) : null;
    const seen = byActivity.get(date.activity_id);
    if (!seen) {
      byActivity.set(date.activity_id, {
        id: date.activity_id,
        name: date.name,
        imageUrl: date.image_url,
        nextEventDate: toIso(date.start_at),
        lastEventDate: toIso(date.start_at),
        priceFrom: cheapest,
        priceTo: dearest,
        soldOut: isDateSoldOut,
      });
      continue;
    }
    seen.lastEventDate = toIso(date.start_at);
    seen.soldOut &&= isDateSoldOut;
    if (cheapest !== null) seen.priceFrom = Math.min(seen.priceFrom ?? cheapest, cheapest);
    if (dearest !== null) seen.priceTo = Math.max(seen.priceTo ?? dearest, dearest);
  }
  return { activities: [...byActivity.values()], dateIds: dates.map((date) => date.id) };
}

/** GET /api/public/organization/{guid}: the organiser and its shop window. */
export async function getPublicOrganisationPage(
  db: Db,
  organizationId: string,
): Promise<TPublicOrganisation> {
  return (await readShopWindowPage(db, organizationId)).page;
}

/** The organiser's page with its shop window, and the dates the window shows (what its copies depend on). */
export async function readShopWindowPage(
  db: Db,
  organizationId: string,
): Promise<{ page: TPublicOrganisation; dateIds: string[] }> {
  const organisation = await getPublicOrganisation(db, organizationId);
  const { activities, dateIds } = await listShopWindow(db, organizationId);
  return { page: { ...organisation, activities }, dateIds };
}
