import type { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import type { THold, ZHoldRequest } from '@usher/contract/holds';
import type { Db } from '../../db/database';
import { conflict } from '../../errors';
import { isRowOver, requireEventOfPublishedActivity } from '../events/event.service';
import { getPublicEvent } from '../events/public-event.service';
import { isPaidSaleAvailable, type PaymentSettings } from '../payments/payment-availability.service';
import { placeHold, type HoldingClient } from '../sales/hold.service';

type HoldRequest = z.output<typeof ZHoldRequest>;

/**
 * A customer's "Get tickets" (issue 16 §1): holds the chosen places for `holdSeconds`. 404 for a date not
 * published; 409 for a paid ticket type while the organiser can not take card payments (none configured, or
 * its Stripe account not ready); under the date's lock, 409 when it is over or the places are lacking, 429 when
 * this client holds its most checkouts on the date.
 */
export async function holdForCustomer(
  db: Db,
  eventId: string,
  request: HoldRequest,
  holdSeconds: number,
  payments: PaymentSettings,
  client: HoldingClient,
): Promise<THold> {
  const event = await getPublicEvent(db, eventId);
  const organizationId = event.organizationGuid;
  const selection = Object.fromEntries(request.items.map((item) => [item.identity, item.quantity]));
  const isPaidChosen = event.ticketVariants.some(
    (variant) => variant.price > 0 && (selection[variant.id] ?? 0) > 0,
  );
  if (isPaidChosen && !(await isPaidSaleAvailable(db, payments, organizationId))) {
    throw conflict(MESSAGES.paidSaleUnavailable);
  }
  const expiresAt = new Date(Date.now() + holdSeconds * 1000);
  const { event: row } = await requireEventOfPublishedActivity({ db, organizationId }, eventId);
  if (isRowOver(row)) throw conflict(MESSAGES.eventOver);
  const hold = await placeHold(db, organizationId, eventId, selection, expiresAt, client);
  return { id: hold.id, expiresAt: hold.expiresAt.toISOString(), items: hold.items };
}
