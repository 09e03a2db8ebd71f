import { z } from 'zod';
import { isUkPhone, text, ZOptionalEmail } from './fields';
import { MESSAGES } from './messages';

export const MAX_LIST_NAME_LENGTH = 100;
/** Receivers one request may carry when a list is created by hand; files go through import-from-file. */
export const MAX_RECEIVERS_PER_REQUEST = 1000;
/** A file for read-file and import-from-file (CSV or XLSX). */
export const MAX_RECEIVER_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_RECEIVER_FILE_ROWS = 100_000;

/** In the list form a phone of 3 characters or fewer is the bare `+44` prefix: it counts as empty (§5). */
export const PHONE_PREFIX_LENGTH = 3;

const ZReceiverPhone = text(40, { error: MESSAGES.incorrectPhone })
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(/[\s()-]/g, '') : ''))
  .transform((value) => (value.length <= PHONE_PREFIX_LENGTH ? null : value))
  .refine((value) => value === null || isUkPhone(value), { error: MESSAGES.incorrectPhone });

/** One receiver as typed: an email, a UK phone, or both (§5 Mailing list). */
export const ZReceiverInput = z
  .object({ email: ZOptionalEmail, phone: ZReceiverPhone })
  .refine((receiver) => receiver.email !== null || receiver.phone !== null, {
    error: MESSAGES.addPhoneOrEmail,
    path: ['email'],
  });
export type TReceiverInput = z.input<typeof ZReceiverInput>;
export type TReceiverValues = z.output<typeof ZReceiverInput>;

/** A receiver as the lists answer it; built-in lists have no receiver ids (§3). */
export const ZReceiver = z.object({
  id: z.uuid().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  checked: z.boolean(),
  /** The organiser's guest asked to hear no more by this address or phone: left out of every send to lists. */
  unsubscribed: z.boolean(),
});
export type TReceiver = z.infer<typeof ZReceiver>;

/**
 * A mailing list (§3). Own lists have a UUID; built-in lists, computed from the organiser's guests, have ids
 * `all-guests` and `activity-{activityId}` and are read-only.
 */
export const ZMailingList = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  receivers: z.array(ZReceiver),
});
export type TMailingList = z.infer<typeof ZMailingList>;

export const ZMyMailingListsResponse = z.object({
  userMailingLists: z.array(ZMailingList),
  defaultMailingLists: z.array(ZMailingList),
});
export type TMyMailingListsResponse = z.infer<typeof ZMyMailingListsResponse>;

export const ZListName = text(MAX_LIST_NAME_LENGTH, { error: MESSAGES.listTitleRequired })
  .trim()
  .min(1, { error: MESSAGES.listTitleRequired });

/** POST /api/client/mailing-lists/create-mailing-list: a name and at least one receiver (§5). */
export const ZCreateMailingListRequest = z.object({
  mailingList: z.object({
    name: ZListName,
    receivers: z
      .array(ZReceiverInput, { error: MESSAGES.mailingListIncomplete })
      .min(1, { error: MESSAGES.mailingListIncomplete })
      .max(MAX_RECEIVERS_PER_REQUEST, { error: MESSAGES.tooManyReceivers(MAX_RECEIVERS_PER_REQUEST) }),
  }),
});
export type TCreateMailingListRequest = z.input<typeof ZCreateMailingListRequest>;

export const ZCreateMailingListResponse = z.object({
  id: z.uuid(),
  added: z.number().int(),
  duplicates: z.number().int(),
});
export type TCreateMailingListResponse = z.infer<typeof ZCreateMailingListResponse>;

/** POST …/update-mailing-list-info/{listId} */
export const ZUpdateMailingListInfoRequest = z.object({ name: ZListName });
export type TUpdateMailingListInfoRequest = z.input<typeof ZUpdateMailingListInfoRequest>;

/** POST …/add-receiver/{listId} and …/update-receiver/{listId}/{receiverId} */
export const ZReceiverRequest = z.object({ receiver: ZReceiverInput });
export type TReceiverRequest = z.input<typeof ZReceiverRequest>;

export const ZListParams = z.object({ listId: z.uuid({ error: MESSAGES.notFound }) });
export const ZReceiverParams = ZListParams.extend({ receiverId: z.uuid({ error: MESSAGES.notFound }) });

/** POST …/add-list: copies the source's receivers not already in the target (duplicates by email or phone skipped). */
export const ZAddListRequest = z.object({
  targetListId: z.uuid({ error: MESSAGES.notFound }),
  /** An own list's UUID or a built-in list's id. */
  sourceListId: text(60, { error: MESSAGES.notFound }).min(1, { error: MESSAGES.notFound }),
});
export type TAddListRequest = z.input<typeof ZAddListRequest>;

/** What adding receivers did: add-list, import-from-file. */
export const ZAddedReceiversResponse = z.object({
  added: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.number().int(),
});
export type TAddedReceiversResponse = z.infer<typeof ZAddedReceiversResponse>;

export const SKIP_REASONS = ['noContact', 'badEmail', 'badPhone', 'duplicate'] as const;
export type TSkipReason = (typeof SKIP_REASONS)[number];
export const SKIP_REASON_TEXTS: Record<TSkipReason, string> = {
  noContact: 'No phone or email',
  badEmail: MESSAGES.incorrectEmail,
  badPhone: MESSAGES.incorrectPhone,
  duplicate: 'Already in the file',
};

/** POST …/read-file: the receivers a file holds, saving nothing; `row` counts from 1 as a spreadsheet does. */
export const ZReadFileResponse = z.object({
  receivers: z.array(z.object({ email: z.string().nullable(), phone: z.string().nullable() })),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.enum(SKIP_REASONS) })),
});
export type TReadFileResponse = z.infer<typeof ZReadFileResponse>;
