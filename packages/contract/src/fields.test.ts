import { describe, expect, it } from 'vitest';
import { isUkPhone, keepUkPhoneCharacters } from './fields';

describe('keepUkPhoneCharacters', () => {
  it.each([
    ['', ''],
    ['+', '+'],
    ['+4', '+4'],
    ['+44', '+44'],
    ['4', '+4'],
    ['7', '+447'],
    ['+447700 900-123', '+447700900123'],
    ['07700 900123', '+447700900123'],
    ['+44 (0) 7700 900123', '+447700900123'],
    ['+44770090012345', '+447700900123'],
    ['+4477009001a', '+4477009001'],
    ['abc', ''],
  ])('turns %j into %j', (typed, kept) => {
    expect(keepUkPhoneCharacters(typed)).toBe(kept);
  });

  it('keeps every result at 13 characters or fewer, a full number a valid one', () => {
    const full = keepUkPhoneCharacters('0'.concat('7'.repeat(30)));
    expect(full).toHaveLength(13);
    expect(isUkPhone(full)).toBe(true);
  });

  it('lets a person delete back to an empty field', () => {
    let value = '+447';
    for (const expected of ['+44', '+4', '+', '']) {
      value = keepUkPhoneCharacters(value.slice(0, -1));
      expect(value).toBe(expected);
    }
  });
});
