import { z } from 'zod';
import { addFieldIssues, firstMessagePerField } from './form-issues';
import { htmlToText } from './html-text';
import { londonWallClockToUtc } from './london-time';
import { ZSendEmailRequest, ZSendSmsRequest } from './mailing';
import { MESSAGES } from './messages';

/** The email and SMS forms as a person fills them; the schedule is a London wall-clock reading of the picker. */
export const ZMessageFormValues = z.object({
  subject: z.string(),
  content: z.string(),
  isScheduled: z.boolean(),
  /** `YYYY-MM-DD HH:mm:ss`, London time, or null until picked. */
  scheduledAt: z.string().nullable(),
});
export type TMessageFormValues = z.infer<typeof ZMessageFormValues>;
export type TMessageFormField = keyof TMessageFormValues;
/** Server field names that land on the form's fields (`scheduledFor` is shown on the picker). */
export const MESSAGE_FORM_FIELDS = ['subject', 'content', 'scheduledAt'] as const;

export const EMPTY_MESSAGE_FORM: TMessageFormValues = {
  subject: '',
  content: '',
  isScheduled: false,
  scheduledAt: null,
};

/** What both channels send besides their recipients: the text and, when scheduled, the UTC instant. */
export type TMessageFormOutput = { subject: string; content: string; scheduledFor: string | null };

const ZEmailFields = ZSendEmailRequest.pick({ subject: true, content: true });
const ZSmsFields = ZSendSmsRequest.pick({ content: true });

/**
 * The email (or SMS) form's schema: the send request's own §5 rules on each field, every field at once, and a
 * schedule that must be picked and lie in the future. It parses into the fields of the send request.
 */
export function messageFormSchema(channel: 'email' | 'sms', now: () => Date = () => new Date()) {
  return ZMessageFormValues.transform((values, ctx): TMessageFormOutput => {
    const fields = channel === 'email' ? ZEmailFields : ZSmsFields;
    const messages = firstMessagePerField<TMessageFormField>(fields.safeParse(values), [
      'subject',
      'content',
    ]);
    // An editor holding only empty paragraphs sends markup but no words.
    if (channel === 'email' && !messages.has('content') && !htmlToText(values.content).trim()) {
      messages.set('content', MESSAGES.emailBodyRequired);
    }
    const scheduledFor = values.isScheduled ? londonWallClockToUtc(values.scheduledAt ?? '') : null;
    if (values.isScheduled && (!scheduledFor || Date.parse(scheduledFor) <= now().getTime())) {
      messages.set('scheduledAt', MESSAGES.scheduleInPast);
    }
    addFieldIssues(ctx, messages);
    return {
      subject: channel === 'email' ? values.subject.trim() : '',
      content: values.content.trim(),
      scheduledFor,
    };
  });
}
