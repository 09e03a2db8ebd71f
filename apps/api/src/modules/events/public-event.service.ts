import type { TPublicActivity, TPublicEvent } from '@usher/contract/public-event';
import { isEventOver } from '@usher/contract/events';
import { isSoldOut } from '@usher/contract/quantity-rules';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { listActivityEvents } from './event.repository';
import { findPublishedActivity, findPublishedEvent } from './public-event.repository';
import { listVariantSales, type VariantSales } from './sales.repository';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function availabilityOf(maxTicketCount: number | null, variants: VariantSales[]) {
  return {
    maxTicketCount,
    variants: variants.map((v) => ({
      id: v.id,
      maxTicketCount: v.max_ticket_count,
      orderCount: v.sold,
      reservedCount: v.reserved,
      isAffectEventTicketCount: v.is_affect_event_ticket_count,
    })),
  };
}

export async function getPublicEvent(db: Db, eventId: string): Promise<TPublicEvent> {
  const row = await findPublishedEvent(db, eventId);
  if (!row) throw notFound();
  const variants = await listVariantSales(db, row.organization_id, [row.id]);
  const startAt = new Date(row.start_at).toISOString();
  const endAt = iso(row.end_at);
  return {
    id: row.id,
    activityId: row.activity_id,
    name: row.name,
    imageUrl: row.image_url,
    description: row.description,
    isOnline: row.is_online,
    address: row.address,
    organizationName: row.organization_name,
    organizationGuid: row.organization_id,
    minAge: row.min_age === null ? null : Number(row.min_age),
    startAt,
    endAt,
    doorsOpenAt: iso(row.doors_open_at),
    maxTicketCount: row.max_ticket_count,
    ticketVariants: variants.map((v) => ({
      id: v.id,
      name: v.name,
      description: v.description,
      price: v.price_pence,
      maxTicketCount: v.max_ticket_count,
      isAffectEventTicketCount: v.is_affect_event_ticket_count,
      orderCount: v.sold,
      reservedCount: v.reserved,
    })),
    isEmailRequired: row.is_email_required,
    isFullNameRequired: row.is_full_name_required,
    isAddressRequired: row.is_address_required,
    customField1: row.custom_field1,
    customField2: row.custom_field2,
    customField3: row.custom_field3,
    customField4: row.custom_field4,
    customField5: row.custom_field5,
    isOver: isEventOver({ startAt, endAt }),
    isSoldOut: isSoldOut(availabilityOf(row.max_ticket_count, variants)),
  };
}

export async function getPublicActivity(db: Db, activityId: string): Promise<TPublicActivity> {
  const row = await findPublishedActivity(db, activityId);
  if (!row) throw notFound();
  const now = new Date();
  const events = (await listActivityEvents(db, row.organization_id, row.id)).filter(
    (event) =>
      !isEventOver({ startAt: new Date(event.start_at).toISOString(), endAt: iso(event.end_at) }, now),
  );
  const variants = await listVariantSales(
    db,
    row.organization_id,
    events.map((event) => event.id),
  );
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    description: row.description,
    isOnline: row.is_online,
    address: row.address,
    organizationName: row.organization_name,
    organizationGuid: row.organization_id,
    events: events.map((event) => ({
      id: event.id,
      startAt: new Date(event.start_at).toISOString(),
      endAt: iso(event.end_at),
      isSoldOut: isSoldOut(
        availabilityOf(
          event.max_ticket_count,
          variants.filter((v) => v.event_id === event.id),
        ),
      ),
    })),
  };
}
