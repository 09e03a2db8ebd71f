import type { TPublicActivity, TPublicDetails, TPublicEvent } from '@usher/contract/public-event';
import { isEventOver } from '@usher/contract/events';
import { MAX_TICKETS_PER_ORDER } from '@usher/contract/orders';
import { isSoldOut } from '@usher/contract/quantity-rules';
import { CUSTOM_FIELD_KEYS, customFieldRecord, customFieldValues } from '@usher/contract/custom-fields';
import { CUSTOM_FIELD_COLUMNS } from '../../db/custom-field-columns';
import type { Db } from '../../db/database';
import { toIso, toIsoOrNull } from '../../db/iso';
import { notFound } from '../../errors';
import { isPaidSaleAvailable, type PaymentSettings } from '../payments/payment-availability.service';
import { publicTicketsToBuy, readWaitlistReserve } from '../sales/waitlist.service';
import { listVariantsWithSales } from '../ticket-variants/ticket-variant.service';
import { listActivityEvents } from './event.repository';
import { isRowOver } from './event.service';
import {
  findPublicPageOrganisation,
  findPublishedActivity,
  findPublishedEvent,
} from './public-event.repository';

type VariantWithSales = Awaited<ReturnType<typeof listVariantsWithSales>>[number];

function availabilityOf(maxTicketCount: number | null, variants: VariantWithSales[]) {
  return {
    maxTicketCount,
    variants: variants.map(({ row, counts }) => ({
      id: row.id,
      maxTicketCount: row.max_ticket_count,
      orderCount: counts.sold,
      reservedCount: counts.reserved,
      isAffectEventTicketCount: row.is_affect_event_ticket_count,
    })),
  };
}

type PublicDetailsRow = {
  name: string;
  image_url: string | null;
  description: string;
  is_online: boolean;
  address: TPublicDetails['address'];
  min_age: number | string | null;
  organization_id: string;
  organization_name: string;
};

/** The activity and organiser as both public pages show them; `id` is the page's own (date or activity). */
function publicDetailsOf(id: string, row: PublicDetailsRow): TPublicDetails {
  return {
    id,
    name: row.name,
    imageUrl: row.image_url,
    description: row.description,
    isOnline: row.is_online,
    address: row.address,
    organizationName: row.organization_name,
    organizationGuid: row.organization_id,
    minAge: row.min_age === null ? null : Number(row.min_age),
  };
}

/** The cheapest and dearest ticket type of a date, or null while it has none. */
function priceRangeOf(variants: VariantWithSales[]) {
  if (variants.length === 0) return null;
  const prices = variants.map(({ row }) => row.price_pence);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A published date's public data, without whether its organiser can take card payments. */
export type PublicEventData = Omit<TPublicEvent, 'isPaidSaleAvailable'>;

export async function getPublicEvent(db: Db, eventId: string): Promise<PublicEventData> {
  const event = await findPublicEvent(db, eventId);
  if (!event) throw notFound();
  return event;
}

/** A published date's public data, or null while it has none (unknown, or its activity unpublished). */
async function findPublicEvent(db: Db, eventId: string): Promise<PublicEventData | null> {
  const row = await findPublishedEvent(db, eventId);
  if (!row) return null;
  const [variants, waiting] = await Promise.all([
    listVariantsWithSales(db, row.organization_id, [row.id]),
    readWaitlistReserve(db, row.id),
  ]);
  const availability = availabilityOf(row.max_ticket_count, variants);
  const startAt = toIso(row.start_at);
  const endAt = toIsoOrNull(row.end_at);
  const toBuyOf = (variantId: string) =>
    publicTicketsToBuy(availability, waiting, variantId, MAX_TICKETS_PER_ORDER);
  // Issue 31 §2: joining is open while the list is on, the date has not started and none can be bought.
  const isListOpen = row.waitlist_enabled && new Date(row.start_at).getTime() > Date.now();
  return {
    ...publicDetailsOf(row.id, row),
    activityId: row.activity_id,
    startAt,
    endAt,
    doorsOpenAt: toIsoOrNull(row.doors_open_at),
    maxTicketCount: row.max_ticket_count,
    ticketVariants: variants.map(({ row: v, counts }) => ({
      id: v.id,
      name: v.name,
      description: v.description,
      price: v.price_pence,
      maxTicketCount: v.max_ticket_count,
      isAffectEventTicketCount: v.is_affect_event_ticket_count,
      orderCount: counts.sold,
      reservedCount: counts.reserved,
      toBuy: toBuyOf(v.id),
      isWaitlistOpen: isListOpen && toBuyOf(v.id) === 0,
    })),
    isEmailRequired: row.is_email_required,
    isFullNameRequired: row.is_full_name_required,
    isAddressRequired: row.is_address_required,
    ...customFieldRecord(customFieldValues(row, CUSTOM_FIELD_COLUMNS), CUSTOM_FIELD_KEYS),
    isOver: isEventOver({ startAt, endAt }),
    isSoldOut: isSoldOut(availability),
  };
}

/** `/e/{eventId}`'s data, or null while it has no public page: the date, and whether its paid ticket types can be bought online now. */
export async function findPublicEventPage(
  db: Db,
  payments: PaymentSettings,
  eventId: string,
): Promise<TPublicEvent | null> {
  const event = await findPublicEvent(db, eventId);
  if (!event) return null;
  return { ...event, isPaidSaleAvailable: await isPaidSaleAvailable(db, payments, event.organizationGuid) };
}

export async function getPublicActivity(db: Db, activityId: string): Promise<TPublicActivity> {
  const row = await findPublishedActivity(db, activityId);
  if (!row) throw notFound();
  const now = new Date();
  const events = (await listActivityEvents(db, row.organization_id, row.id)).filter(
    (event) => !isRowOver(event, now),
  );
  const variants = await listVariantsWithSales(
    db,
    row.organization_id,
    events.map((event) => event.id),
  );
  return {
    ...publicDetailsOf(row.id, row),
    events: events.map((event) => {
      const ofDate = variants.filter((v) => v.row.event_id === event.id);
      return {
        id: event.id,
        startAt: toIso(event.start_at),
        endAt: toIsoOrNull(event.end_at),
        isSoldOut: isSoldOut(availabilityOf(event.max_ticket_count, ofDate)),
        priceRange: priceRangeOf(ofDate),
      };
    }),
  };
}

/** The organiser behind a public date or activity page, for its tag manager id. */
export async function findPublicPageOrganisationId(
  db: Db,
  kind: 'event' | 'activity',
  id: string,
): Promise<string | null> {
  return (await findPublicPageOrganisation(db, kind, id))?.organization_id ?? null;
}
