import { describe, expect, it } from 'vitest';
import { smsCounterText } from './sms-counter';

describe('smsCounterText', () => {
  it('counts plain text against 160 in GSM-7', () => {
    expect(smsCounterText('Doors open at 7pm, see you there!')).toEqual({
      text: '33 / 160 (GSM-7)',
      isTooLong: false,
    });
    expect(smsCounterText('a'.repeat(161)).isTooLong).toBe(true);
  });

  it('counts the extension characters twice, as phones do', () => {
    expect(smsCounterText('€5 [cash]').text).toBe('12 / 160 (GSM-7)');
  });

  it('switches to 70 once a character needs UCS-2, an emoji counting two', () => {
    expect(smsCounterText('See you 🎉').text).toBe('10 / 70 (special characters)');
    expect(smsCounterText(`${'a'.repeat(69)}🎉`)).toEqual({
      text: '71 / 70 (special characters)',
      isTooLong: true,
    });
  });
});
