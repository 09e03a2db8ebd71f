import {
  DOOR_PIN_MAX_FAILURES,
  DOOR_PIN_WINDOW_MINUTES,
  type TDoorStartRequest,
  type TDoorStartResponse,
} from '@usher/contract/door';
import { MESSAGES } from '@usher/contract/messages';
import type { Db } from '../../db/database';
import { toIso } from '../../db/iso';
import { AppError, notFound, unauthorized } from '../../errors';
import { verifyPassword } from '../auth/password.service';
import { requireEventOfPublishedActivity } from '../events/event.service';
import type { CheckInBy } from '../sales/door-check-in.service';
import { listVariantsOfDates } from '../ticket-variants/ticket-variant.service';
import { hashDoorSecret, newDoorSecret } from './door-link-secret';
import {
  addPinFailure,
  clearPinAttempts,
  lockPinFailures,
  findDoorByToken,
  insertDoorSession,
  touchDoorLink,
  type DoorByTokenRow,
} from './door-link.repository';

/** A crew phone's way in to its link's door: the check-in services' scope, as a door link's phone. */
export type DoorScope = {
  db: Db;
  organizationId: string;
  eventId: string;
  by: Extract<CheckInBy, { kind: 'doorLink' }>;
};

const isOver = (link: DoorByTokenRow, now: Date) =>
  link.revoked_at !== null || (link.valid_until !== null && link.valid_until <= now);

/** The link of a token: 404 for none, 410 when it has ended or not yet begun. */
async function requireLiveLink(db: Db, token: string, now: Date) {
  const link = await findDoorByToken(db, hashDoorSecret(token), null);
  if (!link) throw notFound();
  if (isOver(link, now)) throw new AppError(410, MESSAGES.doorLinkNoLongerValid);
  if (link.valid_from !== null && link.valid_from > now)
    throw new AppError(410, MESSAGES.doorLinkNotValidYet);
  return link;
}

/**
 * Checks a link's PIN for one client address. Its count of wrong PINs is locked while argon2 runs, so PIN checks
 * of one address at one link go one at a time (a burst checks no more PINs than the limit, and phones behind one
 * venue address that all know the PIN are never counted against each other). DOOR_PIN_MAX_FAILURES wrong PINs in
 * a window lock the address out of the link (429, the right PIN included) until the window ends; a right PIN
 * clears the count.
 */
async function requirePin(
  db: Db,
  link: DoorByTokenRow,
  pin: string | null | undefined,
  clientAddress: string,
) {
  const pinHash = link.pin_hash;
  if (pinHash === null) return;
  const verdict = await db.transaction().execute(async (trx) => {
    const failures = await lockPinFailures(trx, link.id, clientAddress, DOOR_PIN_WINDOW_MINUTES);
    if (failures >= DOOR_PIN_MAX_FAILURES) return 'locked';
    if (pin && (await verifyPassword(pinHash, pin))) {
      await clearPinAttempts(trx, link.id, clientAddress);
      return 'right';
    }
    await addPinFailure(trx, link.id, clientAddress);
    return 'wrong';
  });
  if (verdict === 'locked') throw new AppError(429, MESSAGES.tooManyWrongPins);
  if (verdict === 'wrong') throw unauthorized(MESSAGES.wrongPin);
}

/**
 * Opens a crew phone's door session of a link: the answer for its screens and the cookie's value (stored only
 * as its hash).
 */
export async function startDoor(
  db: Db,
  token: string,
  request: TDoorStartRequest,
  clientAddress: string,
): Promise<{ answer: TDoorStartResponse; cookieValue: string }> {
  const link = await requireLiveLink(db, token, new Date());
  await requirePin(db, link, request.pin, clientAddress);
  const scope = { db, organizationId: link.organization_id };
  const { event, activity } = await requireEventOfPublishedActivity(scope, link.event_id);
  const variants = await listVariantsOfDates(db, link.organization_id, [link.event_id]);
  const admitted = link.ticket_variant_ids;
  const cookieValue = newDoorSecret();
  await insertDoorSession(db, {
    doorLinkId: link.id,
    tokenHash: hashDoorSecret(cookieValue),
    deviceName: request.deviceName,
  });
  await touchDoorLink(db, link.id);
  return {
    cookieValue,
    answer: {
      eventId: link.event_id,
      activityName: activity.name,
      eventStartAt: toIso(event.start_at),
      doorName: link.name,
      ticketVariants: variants
        .filter((variant) => admitted.length === 0 || admitted.includes(variant.id))
        .map((variant) => ({ id: variant.id, name: variant.name })),
    },
  };
}

/**
 * The door session a crew phone's request carries for this link: 404 for no such link; 401 for a link revoked
 * or past its end (said so), and for no session of it.
 */
export async function requireDoorSession(
  db: Db,
  token: string,
  cookieValue: string | undefined,
): Promise<DoorScope> {
  const link = await findDoorByToken(
    db,
    hashDoorSecret(token),
    cookieValue ? hashDoorSecret(cookieValue) : null,
  );
  if (!link) throw notFound();
  const now = new Date();
  if (isOver(link, now)) throw unauthorized(MESSAGES.doorLinkNoLongerValid);
  if (link.device_name === null) throw unauthorized(MESSAGES.doorSessionRequired);
  const isStale = link.last_used_at === null || now.getTime() - link.last_used_at.getTime() > 60_000;
  if (isStale) await touchDoorLink(db, link.id);
  return {
    db,
    organizationId: link.organization_id,
    eventId: link.event_id,
    by: {
      kind: 'doorLink',
      doorLinkId: link.id,
      doorName: link.name,
      deviceName: link.device_name,
      ticketVariantIds: link.ticket_variant_ids.length === 0 ? null : link.ticket_variant_ids,
    },
  };
}
