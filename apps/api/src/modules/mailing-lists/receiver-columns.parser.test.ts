import { describe, expect, it } from 'vitest';
import {
  columnsFromContent,
  columnsFromHeader,
  normaliseUkPhone,
  ReceiverRowReader,
  toReceiver,
} from './receiver-columns.parser';

describe('finding the columns', () => {
  it.each([
    [['Name', 'Email', 'Phone'], { email: 1, phone: 2 }],
    [['E-mail', 'name'], { email: 0, phone: null }],
    [['EMAIL ADDRESS', 'Mobile number'], { email: 0, phone: 1 }],
    [['Telephone', 'e_mail'], { email: 1, phone: 0 }],
    [['tel.', 'First name'], { email: null, phone: 0 }],
  ])('by the header %j', (cells, columns) => {
    expect(columnsFromHeader(cells)).toEqual(columns);
  });

  it('takes a row of data for no header', () => {
    expect(columnsFromHeader(['Ann', 'ann@example.test', '07700 900001'])).toBeNull();
    expect(columnsFromHeader(['Ann', 'Smith'])).toBeNull();
  });

  it('by content: the column with the most emails and the one with the most phone numbers', () => {
    expect(
      columnsFromContent([
        ['Ann', '07700 900001', 'ann@example.test'],
        ['Bob', '', 'bob@example.test'],
        ['2024', '+44 7700 900003', ''],
      ]),
    ).toEqual({ email: 2, phone: 1 });
    expect(columnsFromContent([['Ann'], ['Bob']])).toEqual({ email: null, phone: null });
  });
});

describe('phones and rows', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['7700900123', '+447700900123'],
    ['0770090012', '0770090012'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['call me', 'call me'],
  ])('normalises %s to %s', (typed, phone) => {
    expect(normaliseUkPhone(typed)).toBe(phone);
  });

  it('gives each row a receiver or a reason', () => {
    const columns = { email: 0, phone: 1 };
    expect(toReceiver(['Ann@Example.test', ' 07700 900123 '], columns)).toEqual({
      email: 'ann@example.test',
      phone: '+447700900123',
    });
    expect(toReceiver(['', '', 'note'], columns)).toBe('noContact');
    expect(toReceiver(['ann@', ''], columns)).toBe('badEmail');
    expect(toReceiver(['', '0770'], columns)).toBe('badPhone');
    expect(toReceiver(['ann@example.test', '+33 6 12 34 56 78'], columns)).toBe('badPhone');
    expect(toReceiver(['', ' '], columns)).toBeNull();
  });

  it('skips rows repeating an earlier email or phone, keeping row numbers', () => {
    const reader = new ReceiverRowReader();
    reader.push(1, ['email', 'phone']);
    reader.push(2, ['ann@example.test', '']);
    reader.push(3, ['', '07700 900123']);
    reader.push(4, ['ANN@example.test', '07700 900999']);
    reader.push(5, ['bob@example.test', '+447700900123']);
    expect(reader.finish()).toEqual({
      receivers: [
        { email: 'ann@example.test', phone: null },
        { email: null, phone: '+447700900123' },
      ],
      skipped: [
        { row: 4, reason: 'duplicate' },
        { row: 5, reason: 'duplicate' },
      ],
    });
  });
});
