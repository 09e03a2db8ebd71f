import { z } from 'zod';
import { text } from './fields';
import { MESSAGES } from './messages';
import { measureSms } from './sms-encoding';

export const MAX_EMAIL_SUBJECT_LENGTH = 100;
export const MAX_EMAIL_BODY_LENGTH = 100_000;
/** One send reaches at most this many addresses or phones (a list of 50,000 and more). */
export const MAX_SEND_RECIPIENTS = 100_000;
export const CHANNELS = ['email', 'sms'] as const;
export type TChannel = (typeof CHANNELS)[number];

const ZSubject = text(MAX_EMAIL_SUBJECT_LENGTH, { error: MESSAGES.emailSubjectRequired })
  .trim()
  .min(1, { error: MESSAGES.emailSubjectRequired });
/** Rich text, sanitised by the server like activity descriptions. */
const ZEmailBody = text(MAX_EMAIL_BODY_LENGTH, { isMultiline: true, error: MESSAGES.emailBodyRequired })
  .trim()
  .min(1, { error: MESSAGES.emailBodyRequired });
/** Longer than this is not measured at all; it is still told how far over the SMS limit it is. */
const MAX_SMS_INPUT_LENGTH = 1000;

const smsTooLong = (content: string) => {
  const { limit, length } = measureSms(content);
  return MESSAGES.smsTooLong(limit, length - limit);
};

export const ZSmsText = text(MAX_SMS_INPUT_LENGTH, {
  isMultiline: true,
  error: MESSAGES.smsTextRequired,
  tooLongError: smsTooLong,
})
  .trim()
  .min(1, { error: MESSAGES.smsTextRequired })
  .refine((content) => !measureSms(content).isTooLong, { error: (issue) => smsTooLong(String(issue.input)) });

/** When to send, in UTC (entered as London time); null or absent: now. It must be in the future. */
const ZScheduledFor = z.iso
  .datetime({ offset: true, error: MESSAGES.scheduleInPast })
  .refine((value) => Date.parse(value) > Date.now(), { error: MESSAGES.scheduleInPast })
  .nullish()
  .transform((value) => value ?? null);

const addresses = (message: string) =>
  z
    .array(text(254, { error: message }).trim().min(1, { error: message }), { error: message })
    .min(1, { error: message })
    .max(MAX_SEND_RECIPIENTS, { error: message });

/** POST /api/client/mailing/send-email (§3 General send). */
export const ZSendEmailRequest = z.object({
  emails: addresses(MESSAGES.chooseReceiverEmail),
  subject: ZSubject,
  content: ZEmailBody,
  scheduledFor: ZScheduledFor,
});
export type TSendEmailRequest = z.input<typeof ZSendEmailRequest>;

/** POST /api/client/mailing/send-sms (§3 General send). */
export const ZSendSmsRequest = z.object({
  phones: addresses(MESSAGES.chooseReceiverPhone),
  content: ZSmsText,
  scheduledFor: ZScheduledFor,
});
export type TSendSmsRequest = z.input<typeof ZSendSmsRequest>;

/** `waiting`: the people on the date's waiting list still waiting or holding an offer (issue 31 §4). */
export const BY_EVENT_TARGETS = ['all', 'checkedIn', 'notCheckedIn', 'waiting'] as const;
export type TByEventTarget = (typeof BY_EVENT_TARGETS)[number];

/** Who of a date's guests a by-event send reaches: everyone, by check-in, and optionally chosen ticket types. */
export const ZByEventAudience = z.object({
  eventId: z.uuid({ error: MESSAGES.notFound }),
  target: z.enum(BY_EVENT_TARGETS).default('all'),
  /** Empty or absent: every ticket type. */
  ticketVariantIds: z
    .array(z.uuid({ error: MESSAGES.notFound }))
    .max(1000)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

/** POST /api/client/mailing/send-email/by-event-id */
export const ZSendEmailByEventRequest = ZByEventAudience.extend({
  subject: ZSubject,
  content: ZEmailBody,
  scheduledFor: ZScheduledFor,
});
export type TSendEmailByEventRequest = z.input<typeof ZSendEmailByEventRequest>;

/** POST /api/client/mailing/send-sms/by-event-id */
export const ZSendSmsByEventRequest = ZByEventAudience.extend({
  content: ZSmsText,
  scheduledFor: ZScheduledFor,
});
export type TSendSmsByEventRequest = z.input<typeof ZSendSmsByEventRequest>;

/** What a send did: who it reaches once each, who it left out, and when it goes. */
export const ZSendResponse = z.object({
  id: z.uuid(),
  recipients: z.number().int(),
  duplicates: z.number().int(),
  unsubscribed: z.number().int(),
  scheduledFor: z.iso.datetime({ offset: true }).nullable(),
});
export type TSendResponse = z.infer<typeof ZSendResponse>;

/** POST /api/client/mailing/by-event-recipients: how many a by-event send would reach, for the dialog. */
export const ZByEventRecipientsRequest = ZByEventAudience.extend({ channel: z.enum(CHANNELS) });
export type TByEventRecipientsRequest = z.input<typeof ZByEventRecipientsRequest>;
export const ZByEventRecipientsResponse = z.object({
  recipients: z.number().int(),
  unsubscribed: z.number().int(),
  ticketVariants: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type TByEventRecipientsResponse = z.infer<typeof ZByEventRecipientsResponse>;

/** POST /api/client/mailing/cost */
export const ZMessageCostRequest = z.object({
  channel: z.enum(CHANNELS),
  recipients: z.number().int().min(0).max(MAX_SEND_RECIPIENTS),
});
export type TMessageCostRequest = z.input<typeof ZMessageCostRequest>;
export const ZMessageCostResponse = z.object({
  channel: z.enum(CHANNELS),
  recipients: z.number().int(),
  sentThisMonth: z.number().int(),
  freeLeft: z.number().int(),
  /** Pence (SMS may carry tenths of a penny), or null above 50,000 emails in the month. */
  cost: z.number().nullable(),
  tailored: z.boolean(),
});
export type TMessageCostResponse = z.infer<typeof ZMessageCostResponse>;

export const SEND_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;

/** GET /api/client/mailing/history */
export const ZSentMessage = z.object({
  id: z.uuid(),
  channel: z.enum(CHANNELS),
  subject: z.string().nullable(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  sentBy: z.string().nullable(),
  scheduledFor: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(SEND_STATUSES),
  /** The date's start and activity name for a by-event send. */
  event: z
    .object({ id: z.uuid(), activityName: z.string(), startAt: z.iso.datetime({ offset: true }) })
    .nullable(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  failures: z.array(z.object({ to: z.string(), reason: z.string() })),
});
export type TSentMessage = z.infer<typeof ZSentMessage>;
export const ZHistoryResponse = z.object({ sends: z.array(ZSentMessage) });
export type THistoryResponse = z.infer<typeof ZHistoryResponse>;

/** GET /api/client/mailing/usage: this London calendar month. */
export const ZUsageResponse = z.object({
  /** `2026-11` */
  month: z.string(),
  emailsSent: z.number().int(),
  freeEmailsLeft: z.number().int(),
  smsSent: z.number().int(),
  /** Pence so far this month, or null once the month's emails are above the tailored threshold. */
  cost: z.number().nullable(),
});
export type TUsageResponse = z.infer<typeof ZUsageResponse>;

/** GET /api/public/unsubscribe/{token} and its POST (RFC 8058 one-click). */
export const ZUnsubscribeParams = z.object({ token: text(200, { error: MESSAGES.notFound }).min(1) });
export const ZUnsubscribeResponse = z.object({
  organizationName: z.string(),
  /** The address or phone, partly hidden: `j***@example.com`. */
  maskedAddress: z.string(),
  unsubscribed: z.boolean(),
});
export type TUnsubscribeResponse = z.infer<typeof ZUnsubscribeResponse>;
