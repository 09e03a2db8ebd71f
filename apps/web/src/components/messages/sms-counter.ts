import { measureSms } from '@usher/contract/sms-encoding';

/** `42 / 160 (GSM-7)` or `12 / 70 (special characters)`: how long the text is against the limit that applies. */
export function smsCounterText(content: string): { text: string; isTooLong: boolean } {
  const measure = measureSms(content.trim());
  const alphabet = measure.encoding === 'GSM-7' ? 'GSM-7' : 'special characters';
  return { text: `${measure.length} / ${measure.limit} (${alphabet})`, isTooLong: measure.isTooLong };
}
