import { describe, expect, it } from 'vitest';
import { measureSms } from './sms-encoding';

describe('measureSms', () => {
  it('allows 160 plain characters and refuses 161', () => {
    expect(measureSms('a'.repeat(160))).toEqual({
      encoding: 'GSM-7',
      length: 160,
      limit: 160,
      isTooLong: false,
    });
    expect(measureSms('a'.repeat(161)).isTooLong).toBe(true);
  });

  it('counts GSM-7 extension characters twice', () => {
    expect(measureSms('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', length: 160, isTooLong: false });
    expect(measureSms(`${'€'.repeat(80)}a`).isTooLong).toBe(true);
  });

  it('falls back to UCS-2 with a limit of 70 as soon as one character needs it', () => {
    expect(measureSms(`${'a'.repeat(69)}ł`)).toMatchObject({
      encoding: 'UCS-2',
      length: 70,
      isTooLong: false,
    });
    const withEmoji = `${'a'.repeat(69)}🎉`;
    expect(withEmoji.length).toBe(71);
    expect(measureSms(withEmoji)).toMatchObject({
      encoding: 'UCS-2',
      length: 71,
      limit: 70,
      isTooLong: true,
    });
  });

  it('keeps £, é and line breaks in GSM-7', () => {
    expect(measureSms('£5 café\nsee you').encoding).toBe('GSM-7');
  });
});
