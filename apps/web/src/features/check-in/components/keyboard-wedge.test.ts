import { describe, expect, it } from 'vitest';
import { createWedgeReader } from './keyboard-wedge';

/** Types `text` then Enter, `gapMs` apart from `start`; returns what the reader made of the Enter. */
function type(reader: ReturnType<typeof createWedgeReader>, text: string, gapMs: number, start = 1000) {
  let at = start;
  for (const key of text) {
    expect(reader.onKey(key, at)).toBeNull();
    at += gapMs;
  }
  return reader.onKey('Enter', at);
}

describe('keyboard wedge reader', () => {
  it('reads a code typed by a scanner (keys a few ms apart, then Enter)', () => {
    expect(type(createWedgeReader(), 'AbC123xyz-_', 4)).toBe('AbC123xyz-_');
  });

  it('ignores a person typing the same code (keys 120 ms apart)', () => {
    expect(type(createWedgeReader(), 'AbC123xyz', 120)).toBeNull();
  });

  it('ignores a person typing fast for a moment (80 ms apart on average)', () => {
    expect(type(createWedgeReader(), 'hello', 80)).toBeNull();
  });

  it('ignores an Enter on its own and bursts shorter than four keys', () => {
    const reader = createWedgeReader();
    expect(reader.onKey('Enter', 10)).toBeNull();
    expect(type(reader, 'abc', 2, 100)).toBeNull();
  });

  it('starts again after a pause, so keys typed before a scan do not join its code', () => {
    const reader = createWedgeReader();
    reader.onKey('x', 0);
    reader.onKey('y', 150);
    expect(type(reader, 'CODE-1', 3, 500)).toBe('CODE-1');
  });

  it('ignores Enter long after the last key, and keys such as Shift', () => {
    const reader = createWedgeReader();
    for (const [index, key] of [...'CODE-2'].entries()) reader.onKey(key, index * 3);
    expect(reader.onKey('Shift', 20)).toBeNull();
    expect(reader.onKey('Enter', 500)).toBeNull();
  });

  it('reads codes back to back, each on its own', () => {
    const reader = createWedgeReader();
    const read = Array.from({ length: 30 }, (_, index) => type(reader, `ticket-${index}`, 2, index * 333));
    expect(read).toEqual(Array.from({ length: 30 }, (_, index) => `ticket-${index}`));
  });
});
