import { describe, expect, it } from 'vitest';
import { previewImport } from './import-preview';
import { repeatsContact } from './receiver-keys';

describe('previewImport', () => {
  it('splits the file into receivers to add and those the list holds by email or by phone', () => {
    const preview = previewImport(
      {
        receivers: [
          { email: 'ann@example.com', phone: null },
          { email: null, phone: '+447700900002' },
          { email: 'new@example.com', phone: '+447700900009' },
        ],
        skipped: [{ row: 5, reason: 'badEmail' }],
      },
      [
        { email: 'ann@example.com', phone: '+447700900001' },
        { email: 'bob@example.com', phone: '+447700900002' },
      ],
    );
    expect(preview).toEqual({
      fresh: [{ email: 'new@example.com', phone: '+447700900009' }],
      inList: 2,
      skipped: [{ row: 5, reason: 'badEmail' }],
    });
  });
});

describe('repeatsContact', () => {
  const list = [
    { email: 'ann@example.com', phone: null },
    { email: null, phone: '+447700900002' },
  ];
  it('finds a repeated email or phone, but not the receiver being edited', () => {
    expect(repeatsContact({ email: 'ann@example.com', phone: '+447700900009' }, list)).toBe(true);
    expect(repeatsContact({ email: 'x@example.com', phone: '+447700900002' }, list)).toBe(true);
    expect(repeatsContact({ email: 'ann@example.com', phone: null }, list, 0)).toBe(false);
    expect(repeatsContact({ email: null, phone: null }, list)).toBe(false);
  });
});
