import { z } from 'zod';
import { ZScanAnswer } from './check-in';
import { text } from './fields';
import { MESSAGES } from './messages';

/**
 * The offline door (issue 18). A device prepared for a date holds a keyed hash of each ticket's QR code, never
 * the code: `hash = hex(HMAC-SHA-256(key, code))`, where the HMAC key is the UTF-8 bytes of the `key` string as
 * given by the server (not hex-decoded) and the message is the UTF-8 bytes of the QR code's text, exactly as
 * scanned. `offlineTicketHash` computes it with Web Crypto, in the browser and in Node alike.
 */
export async function offlineTicketHash(key: string, code: string): Promise<string> {
  const encoder = new TextEncoder();
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', hmacKey, encoder.encode(code));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `?since=`: the cursor of the previous download; absent on the first call, which gets every ticket. */
export const ZOfflineTicketsQuery = z.object({
  since: z
    .string()
    .regex(/^\d{1,18}$/, { error: MESSAGES.offlineCursorInvalid })
    .optional(),
});
export type TOfflineTicketsQuery = z.infer<typeof ZOfflineTicketsQuery>;

export const ZOfflineTicketStatus = z.enum(['valid', 'cancelled']);

/** One ticket of the date as the door holds it offline: what the guest list shows, and the code's hash. */
export const ZOfflineTicket = z.object({
  hash: z.string(),
  ticketExternalId: z.string(),
  /** The name the door's answers use: the guest's name, else their phone, else the order reference. */
  guestName: z.string(),
  ticketVariantName: z.string(),
  orderReference: z.string(),
  status: ZOfflineTicketStatus,
  /** ISO 8601 (UTC); null while not checked in. */
  checkedInAt: z.string().nullable(),
});
export type TOfflineTicket = z.infer<typeof ZOfflineTicket>;

/**
 * Every ticket of the date on a first call; with `since`, only tickets new, cancelled or checked in after it
 * (a ticket listed again replaces the copy held, by `ticketExternalId`). Send `cursor` as the next `since`.
 * `key` is the same for the date on every call.
 */
export const ZOfflineTicketsResponse = z.object({
  cursor: z.string(),
  key: z.string(),
  tickets: z.array(ZOfflineTicket),
});
export type TOfflineTicketsResponse = z.infer<typeof ZOfflineTicketsResponse>;

export const MAX_OFFLINE_SCANS = 1000;
/** How far in the future a scan time may be (device clocks drift); later is refused with 400. */
export const OFFLINE_SCAN_CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * One check-in made offline, as queued on the device: a scan (`code`, the QR code's text) or a check-in by hand
 * from the offline guest list (`ticketExternalId`, the ticket's id: the device holds hashes, never codes); exactly
 * one of the two. Both are applied alike. `nonce` is unique per check-in (e.g. crypto.randomUUID()).
 */
export const ZOfflineScan = z
  .object({
    code: text(200).min(1).optional(),
    ticketExternalId: text(100).min(1).optional(),
    nonce: text(100).min(8),
    /** ISO 8601 with an offset or Z: when the device checked it in; at most the tolerance ahead of the server's clock. */
    scannedAt: z.iso
      .datetime({ offset: true })
      .refine((value) => Date.parse(value) <= Date.now() + OFFLINE_SCAN_CLOCK_TOLERANCE_MS, {
        error: MESSAGES.scanTimeInFuture,
      }),
  })
  .refine((scan) => (scan.code === undefined) !== (scan.ticketExternalId === undefined), {
    error: MESSAGES.offlineScanCodeOrTicket,
    path: ['code'],
  });
export type TOfflineScan = z.infer<typeof ZOfflineScan>;

export const ZOfflineScansRequest = z.object({
  deviceId: text(100).min(1),
  scans: z
    .array(ZOfflineScan)
    .min(1)
    .max(MAX_OFFLINE_SCANS, { error: MESSAGES.tooManyOfflineScans(MAX_OFFLINE_SCANS) }),
});
export type TOfflineScansRequest = z.infer<typeof ZOfflineScansRequest>;

export const ZOfflineScanOutcome = z.enum([
  'checkedIn',
  'alreadyCheckedIn',
  'conflict',
  'cancelled',
  'otherEvent',
  'unknown',
]);
export type TOfflineScanOutcome = z.infer<typeof ZOfflineScanOutcome>;

/**
 * The server's answer to one queued scan, in the order sent. `checkedInAt` is the ticket's check-in time after
 * this scan (ISO 8601, null for a ticket not checked in or not of this date); color and message are the spec's
 * scan answer. `conflict`: the ticket was checked in from another device (orange). A nonce already applied
 * answers what it answered the first time.
 */
export const ZOfflineScanResult = ZScanAnswer.extend({
  nonce: z.string(),
  outcome: ZOfflineScanOutcome,
  checkedInAt: z.string().nullable(),
});
export type TOfflineScanResult = z.infer<typeof ZOfflineScanResult>;

export const ZOfflineScansResponse = z.object({ results: z.array(ZOfflineScanResult) });
export type TOfflineScansResponse = z.infer<typeof ZOfflineScansResponse>;
