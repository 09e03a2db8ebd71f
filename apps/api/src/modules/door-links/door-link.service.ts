import type { z } from 'zod';
import {
  DOOR_LINK_TOKEN_HINT_LENGTH,
  type TCreatedDoorLink,
  type TDoorLink,
  type ZCreateDoorLinkRequest,
} from '@usher/contract/door-links';
import { MESSAGES } from '@usher/contract/messages';
import { toIso, toIsoOrNull } from '../../db/iso';
import { badRequest, notFound } from '../../errors';
import type { OrganiserScope } from '../../plugins/scope';
import { hashPassword } from '../auth/password.service';
import { requireEventRow } from '../events/event.service';
import { countCheckInsByDoorLink } from '../sales/tickets.service';
import { listVariantsOfDates } from '../ticket-variants/ticket-variant.service';
import { hashDoorSecret, newDoorSecret } from './door-link-secret';
import { insertDoorLink, listDoorLinks, revokeDoorLink, type DoorLinkRow } from './door-link.repository';

/** The crew's page of a link: the token is in it, so it is shown once, in the create's answer. */
export const doorUrl = (publicUrl: string, token: string) => `${publicUrl}/door/${token}`;

function toDoorLink(row: DoorLinkRow, checkedInCount: number): TDoorLink {
  return {
    id: row.id,
    name: row.name,
    tokenHint: row.token_hint,
    ticketVariantIds: row.ticket_variant_ids,
    hasPin: row.pin_hash !== null,
    validFrom: toIsoOrNull(row.valid_from),
    validUntil: toIsoOrNull(row.valid_until),
    revokedAt: toIsoOrNull(row.revoked_at),
    createdAt: toIso(row.created_at),
    checkedInCount,
    lastUsedAt: toIsoOrNull(row.last_used_at),
  };
}

/** A ticket type of another date (or organiser) is a bad field, as a missing name is. */
async function requireTicketTypesOfDate(scope: OrganiserScope, eventId: string, ids: string[]) {
  if (ids.length === 0) return;
  const ofDate = new Set(
    (await listVariantsOfDates(scope.db, scope.organizationId, [eventId])).map((variant) => variant.id),
  );
  if (ids.some((id) => !ofDate.has(id))) {
    throw badRequest(MESSAGES.invalidRequest, { ticketVariantIds: MESSAGES.doorLinkTicketTypeNotOfDate });
  }
}

/** A new door link for one of the organiser's dates: the only answer that holds its `url`. */
export async function createDoorLink(
  scope: OrganiserScope,
  eventId: string,
  request: z.output<typeof ZCreateDoorLinkRequest>,
): Promise<TCreatedDoorLink> {
  await requireEventRow(scope, eventId);
  await requireTicketTypesOfDate(scope, eventId, request.ticketVariantIds);
  const token = newDoorSecret();
  const row = await insertDoorLink(scope.db, {
    organizationId: scope.organizationId,
    eventId,
    name: request.name,
    tokenHash: hashDoorSecret(token),
    tokenHint: token.slice(-DOOR_LINK_TOKEN_HINT_LENGTH),
    ticketVariantIds: request.ticketVariantIds,
    pinHash: request.pin ? await hashPassword(request.pin) : null,
    validFrom: request.validFrom ?? null,
    validUntil: request.validUntil ?? null,
    createdBy: scope.userId,
  });
  return { ...toDoorLink(row, 0), url: doorUrl(scope.publicUrl, token) };
}

/** A date's door links with their counts and last use; never a token. */
export async function getDoorLinks(scope: OrganiserScope, eventId: string): Promise<TDoorLink[]> {
  await requireEventRow(scope, eventId);
  const [rows, counts] = await Promise.all([
    listDoorLinks(scope.db, scope.organizationId, eventId),
    countCheckInsByDoorLink(scope.db, scope.organizationId, eventId),
  ]);
  return rows.map((row) => toDoorLink(row, counts.get(row.id) ?? 0));
}

/** Revokes a link: its phones' next requests answer 401, and it can not be started again (410). */
export async function revokeLink(scope: OrganiserScope, id: string): Promise<TDoorLink> {
  const row = await revokeDoorLink(scope.db, scope.organizationId, id);
  if (!row) throw notFound();
  const counts = await countCheckInsByDoorLink(scope.db, scope.organizationId, row.event_id);
  return toDoorLink(row, counts.get(row.id) ?? 0);
}
