import { z } from 'zod';
import { GUEST_CUSTOM_FIELD_KEYS, customFieldShape } from './custom-fields';
import { ZAddress, text } from './fields';
import { decodeGuestCursor } from './guest-cursor';
import { MESSAGES } from './messages';
import { ZSalesChannel } from './sales';

export const ZEventIdParams = z.object({ eventId: z.uuid({ error: MESSAGES.notFound }) });

/** One ticket on the guest list (§3 Guest). */
export const ZGuest = z.object({
  guestPhone: z.string().nullable(),
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  ticketIndex: z.number(),
  groupIndex: z.number(),
  pdfUrl: z.string(),
  ticketUrl: z.string(),
  orderReference: z.string(),
  ticketVariantName: z.string(),
  appliedPromo: z.string().nullable(),
  /** How the ticket's order was sold: online, cash or free (issue 16 §3). */
  channel: ZSalesChannel,
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  /** Who checked the guest in: a user's email, or a door link with its device ("Main gate (Sam at gate A)"). */
  checkedInBy: z.string().nullable(),
  ticketExternalId: z.string(),
  addressDto: ZAddress.nullable(),
  ...customFieldShape(GUEST_CUSTOM_FIELD_KEYS, z.string().nullable()),
});
export type TGuest = z.infer<typeof ZGuest>;

export const GUEST_PAGE_SIZE = 50;

export const ZGuestListQuery = z.object({
  search: text(200).trim().optional(),
  checkedIn: z.enum(['yes', 'no']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(GUEST_PAGE_SIZE),
  /**
   * A previous answer's `nextCursor`: the page starts after the guest it names, in the list's order (the order
   * tickets were issued in: by sale, then number in the order), however many guests came or left before it;
   * `page` is then only echoed back.
   */
  after: z
    .string()
    .max(200)
    .refine((cursor) => decodeGuestCursor(cursor) !== null, { error: 'Not a cursor of this guest list' })
    .optional(),
});
export type TGuestListQuery = z.input<typeof ZGuestListQuery>;

export const ZGuestListResponse = z.object({
  guests: z.array(ZGuest),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Tickets of the event, and how many are checked in, whatever the search. */
  ticketCount: z.number(),
  checkedInCount: z.number(),
  customFieldLabels: z.array(z.string().nullable()),
  /** Pass as `after` for the next page of the same search and filter; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TGuestListResponse = z.infer<typeof ZGuestListResponse>;

/** The answer to a scan or manual check-in (§3 Scan answer). */
export const ZScanAnswer = z.object({ color: z.enum(['green', 'orange', 'red']), message: z.string() });
export type TScanAnswer = z.infer<typeof ZScanAnswer>;

export const CHECK_IN_NONCE_HEADER = 'x-check-in-nonce';
export const CHECK_IN_DEVICE_HEADER = 'x-check-in-device';
export const ZCheckInHeaders = z.object({
  [CHECK_IN_NONCE_HEADER]: text(100).min(8).optional(),
  [CHECK_IN_DEVICE_HEADER]: text(100).optional(),
});
export const ZCheckInCodeParams = z.object({
  eventId: z.uuid({ error: MESSAGES.qrNotRecognised }),
  code: text(200).min(1),
});
export const ZManualCheckInParams = z.object({
  eventId: z.uuid({ error: MESSAGES.notFound }),
  ticketId: text(100).min(1),
});

/** The columns of the CSV export: every field of the §3 Guest; the organiser's questions follow, headed by their text. */
export const GUEST_CSV_COLUMNS = [
  ['guestName', 'Name'],
  ['guestPhone', 'Phone'],
  ['guestEmail', 'Email'],
  ['ticketVariantName', 'Ticket type'],
  ['ticketIndex', 'Ticket number'],
  ['groupIndex', 'Tickets in order'],
  ['orderReference', 'Order reference'],
  ['appliedPromo', 'Promo code'],
  ['channel', 'Channel'],
  ['checkedIn', 'Checked in'],
  ['checkedInAt', 'Checked in at (London)'],
  ['ticketExternalId', 'Ticket id'],
  ['pdfUrl', 'Ticket PDF'],
  ['address.line1', 'Address line 1'],
  ['address.line2', 'Address line 2'],
  ['address.city', 'City'],
  ['address.postCode', 'Post code'],
  ['address.country', 'Country'],
] as const;

/** A cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR) is prefixed with a quote. */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
