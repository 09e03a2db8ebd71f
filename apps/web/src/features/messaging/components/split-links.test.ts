import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links';

describe('splitLinks', () => {
  it('finds every link on its own line or inside a sentence', () => {
    expect(splitLinks('Your 2 tickets:\nhttps://u.test/t/a-1\nhttps://u.test/t/b_2')).toEqual([
      { text: 'Your 2 tickets:\n' },
      { text: 'https://u.test/t/a-1', href: 'https://u.test/t/a-1' },
      { text: '\n' },
      { text: 'https://u.test/t/b_2', href: 'https://u.test/t/b_2' },
    ]);
  });

  it('leaves sentence punctuation after a link outside it', () => {
    expect(splitLinks('Ticket 1: http://localhost:3000/t/x (+9 more). See http://x.test/t/y.')).toEqual([
      { text: 'Ticket 1: ' },
      { text: 'http://localhost:3000/t/x', href: 'http://localhost:3000/t/x' },
      { text: ' (+9 more). See ' },
      { text: 'http://x.test/t/y', href: 'http://x.test/t/y' },
      { text: '.' },
    ]);
  });

  it('answers text without links as one piece', () => {
    expect(splitLinks('Show the QR code at the door.')).toEqual([{ text: 'Show the QR code at the door.' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
