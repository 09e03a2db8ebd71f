import { describe, expect, it } from 'vitest';
import { fitSms, MAX_SMS_SEGMENTS, smsSegments } from './ticket-sms.text';

describe('smsSegments', () => {
  it.each([
    ['a'.repeat(160), 1],
    ['a'.repeat(161), 2],
    ['a'.repeat(306), 2],
    ['a'.repeat(307), 3],
    ['€'.repeat(80), 1], // extension characters take two septets
    ['€'.repeat(81), 2],
    ['£ @ é ñ Ü _'.padEnd(160, 'x'), 1], // in the GSM-7 basic set
    [`Ł${'a'.repeat(69)}`, 1], // one character outside GSM-7 makes the whole text UCS-2
    [`Ł${'a'.repeat(70)}`, 2],
    [`Ł${'a'.repeat(133)}`, 2],
    [`Ł${'a'.repeat(134)}`, 3],
  ])('counts %#', (text, segments) => {
    expect(smsSegments(text)).toBe(segments);
  });
});

describe('fitSms', () => {
  const build = (name: string) => `Your ticket for ${name}: ${'x'.repeat(500)}`;

  it('keeps the whole name when the text fits', () => {
    expect(fitSms('Jazz by the River', (name) => `Your ticket for ${name}`)).toBe(
      'Your ticket for Jazz by the River',
    );
  });

  it('shortens the name with an ellipsis until the text fits in three segments', () => {
    const name = 'A very long festival name that goes on and on';
    const fill = 'x'.repeat(153 * MAX_SMS_SEGMENTS - 'Your ticket for : '.length - 20);
    const text = fitSms(name, (shortened) => `Your ticket for ${shortened}: ${fill}`)!;
    expect(smsSegments(text)).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
    expect(text).toMatch(/^Your ticket for A very long festi\.\.\.: x+$/);
    expect(text).toHaveLength(153 * MAX_SMS_SEGMENTS);
  });

  it('answers null when even a short name does not fit', () => {
    expect(fitSms('Jazz by the River', build)).toBeNull();
  });
});
