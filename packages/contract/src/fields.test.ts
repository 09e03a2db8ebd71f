import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  hasControlCharacters,
  normaliseEmail,
  ZOptionalEmail,
  isUkPhone,
  keepUkPhoneCharacters,
  optionalText,
  requiredText,
  text,
} from './fields';

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

describe('hasControlCharacters', () => {
  it('finds NUL, other C0 controls, DEL and lone surrogates', () => {
    for (const value of [
      'a\u0000b',
      '\u0001',
      'bell\u0007',
      'esc\u001b[0m',
      'del\u007f',
      '\uD800',
      'x\uDC00y',
      'end\uD83D',
    ]) {
      expect(hasControlCharacters(value)).toBe(true);
    }
  });

  it('allows tab, line feed and carriage return in multi-line text only', () => {
    expect(hasControlCharacters('one\ttwo\r\nthree', true)).toBe(false);
    expect(hasControlCharacters('one\ttwo')).toBe(true);
    expect(hasControlCharacters('one\ntwo')).toBe(true);
    expect(hasControlCharacters('nul\u0000', true)).toBe(true);
  });

  it('allows everything people type: accents, other scripts, emoji (paired surrogates)', () => {
    expect(hasControlCharacters('Zoë · Ωμέγα · 東京 · 🎷🎺 · £5')).toBe(false);
  });
});

describe('text', () => {
  it('refuses control characters with their message and too long text with its own', () => {
    const name = text(5);
    expect(name.safeParse('ab\u0000').error?.issues[0]?.message).toBe(MESSAGES.controlCharacters);
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe(MESSAGES.textTooLong(5));
    expect(name.parse('abcde')).toBe('abcde');
  });

  it('keeps the messages of required and optional fields', () => {
    expect(requiredText('Name is required', 10).safeParse('  ').error?.issues[0]?.message).toBe(
      'Name is required',
    );
    expect(optionalText(10).parse('   ')).toBeNull();
    expect(optionalText(10, { isMultiline: true }).parse(' a\nb ')).toBe('a\nb');
  });
});

describe('email addresses (a bare RFC 5321 mailbox)', () => {
  it.each([
    'x<unsub-me@example.com>',
    '<unsub-me@example.com',
    'unsub-me@example.com>',
    'x:unsub-me@example.com;',
    '"Unsub Me" <unsub-me@example.com>',
    'unsub-me@example.com (comment)',
    'unsub me@example.com',
    'unsub-me@example.com,other@example.com',
    '.unsub@example.com',
    'unsub..me@example.com',
    'unsub-me@example',
    'unsub-me@-example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %j', (input) => {
    expect(normaliseEmail(input)).toBeNull();
    expect(ZOptionalEmail.safeParse(input).error?.issues[0]?.message).toBe(MESSAGES.incorrectEmail);
  });

  it('trims and lower-cases an address, and keeps plus tags and letters beyond ASCII', () => {
    expect(normaliseEmail(' Unsub-Me@EXAMPLE.com ')).toBe('unsub-me@example.com');
    expect(ZOptionalEmail.parse('Unsub-Me@EXAMPLE.com ')).toBe('unsub-me@example.com');
    expect(normaliseEmail("o'brien+tickets@mail.example.co.uk")).toBe("o'brien+tickets@mail.example.co.uk");
    expect(normaliseEmail('zoë@bücher.example')).toBe('zoë@bücher.example');
    expect(ZOptionalEmail.parse('  ')).toBeNull();
  });
});
