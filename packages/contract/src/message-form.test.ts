import { describe, expect, it } from 'vitest';
import { EMPTY_MESSAGE_FORM, messageFormSchema } from './message-form';
import { MESSAGES } from './messages';

const NOW = new Date('2026-11-24T13:00:00Z');
const email = messageFormSchema('email', () => NOW);
const sms = messageFormSchema('sms', () => NOW);

const fieldMessages = (result: ReturnType<typeof email.safeParse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('messageFormSchema', () => {
  it('names every missing email field at once with the §5 messages', () => {
    expect(fieldMessages(email.safeParse(EMPTY_MESSAGE_FORM))).toEqual({
      subject: MESSAGES.emailSubjectRequired,
      content: MESSAGES.emailBodyRequired,
    });
  });

  it('counts an editor of empty paragraphs as no body, and a subject over 100 characters as wrong', () => {
    const result = email.safeParse({ ...EMPTY_MESSAGE_FORM, subject: 'x'.repeat(101), content: '<p> </p>' });
    expect(fieldMessages(result)).toEqual({
      subject: MESSAGES.emailSubjectRequired,
      content: MESSAGES.emailBodyRequired,
    });
  });

  it('refuses an SMS over its limit: 160 plain characters pass, 71 with an emoji do not', () => {
    expect(sms.safeParse({ ...EMPTY_MESSAGE_FORM, content: 'a'.repeat(160) }).success).toBe(true);
    expect(fieldMessages(sms.safeParse({ ...EMPTY_MESSAGE_FORM, content: `${'a'.repeat(69)}🎉` }))).toEqual({
      content: MESSAGES.smsTooLong(70, 1),
    });
    expect(fieldMessages(sms.safeParse(EMPTY_MESSAGE_FORM))).toEqual({ content: MESSAGES.smsTextRequired });
  });

  it('says by how much an SMS is too long, past the 1,000 characters the form takes as well', () => {
    expect(fieldMessages(sms.safeParse({ ...EMPTY_MESSAGE_FORM, content: 'a'.repeat(1001) }))).toEqual({
      content: 'SMS text is too long by 841 characters (at most 160)',
    });
    expect(fieldMessages(sms.safeParse({ ...EMPTY_MESSAGE_FORM, content: 'a'.repeat(161) }))).toEqual({
      content: 'SMS text is too long by 1 character (at most 160)',
    });
    expect(fieldMessages(sms.safeParse({ ...EMPTY_MESSAGE_FORM, content: '   ' }))).toEqual({
      content: MESSAGES.smsTextRequired,
    });
  });

  it('turns a London schedule into UTC, and refuses one missing or in the past', () => {
    const values = { ...EMPTY_MESSAGE_FORM, content: 'Doors at 7', isScheduled: true };
    expect(sms.parse({ ...values, scheduledAt: '2026-11-25 09:30:00' })).toEqual({
      subject: '',
      content: 'Doors at 7',
      scheduledFor: '2026-11-25T09:30:00Z',
    });
    expect(sms.parse({ ...values, scheduledAt: '2027-07-01 09:30:00' }).scheduledFor).toBe(
      '2027-07-01T08:30:00Z',
    );
    expect(fieldMessages(sms.safeParse({ ...values, scheduledAt: null }))).toEqual({
      scheduledAt: MESSAGES.scheduleInPast,
    });
    expect(fieldMessages(sms.safeParse({ ...values, scheduledAt: '2026-11-24 12:59:00' }))).toEqual({
      scheduledAt: MESSAGES.scheduleInPast,
    });
  });

  it('sends now when the schedule is off, whatever the picker still holds', () => {
    const result = email.parse({
      subject: ' Doors open ',
      content: '<p>See you</p>',
      isScheduled: false,
      scheduledAt: '2020-01-01 00:00:00',
    });
    expect(result).toEqual({ subject: 'Doors open', content: '<p>See you</p>', scheduledFor: null });
  });
});
