import { describe, expect, it } from 'vitest';
import { continuePath, embeddedPathOf, parentOriginOf, readContinueChoice } from './embed-handoff';

describe('embed hand-over', () => {
  it("takes only a bare http(s) origin as the organiser page's origin", () => {
    expect(parentOriginOf('?parent=https%3A%2F%2Fshop.example.org')).toBe('https://shop.example.org');
    expect(parentOriginOf('?parent=http%3A%2F%2F127.0.0.2%3A8080')).toBe('http://127.0.0.2:8080');
    for (const search of [
      '',
      '?parent=*',
      '?parent=https%3A%2F%2Fshop.example.org%2Fpage',
      '?parent=javascript%3Aalert(1)',
      '?parent=not a url',
    ]) {
      expect(parentOriginOf(search)).toBeNull();
    }
  });

  it('carries the choice to the new tab and reads back only a well-formed one', () => {
    const path = continuePath('ev 1', {
      items: [
        { identity: 'a', quantity: 2 },
        { identity: 'b', quantity: 1 },
      ],
    });
    expect(path).toBe('/continue/ev%201?tickets=a%3A2%2Cb%3A1');
    expect(readContinueChoice(path.slice(path.indexOf('?')))).toEqual({
      items: [
        { identity: 'a', quantity: 2 },
        { identity: 'b', quantity: 1 },
      ],
    });
    for (const search of [
      '',
      '?tickets=',
      '?tickets=a:0',
      '?tickets=a:-1',
      '?tickets=a:x',
      '?tickets=:2',
      '?tickets=a:1234',
    ]) {
      expect(readContinueChoice(search)).toBeNull();
    }
  });

  it('keeps links to landing pages inside the frame, and nothing else', () => {
    expect(embeddedPathOf('/e/42', 'https://shop.example.org')).toBe(
      '/embed/e/42?parent=https%3A%2F%2Fshop.example.org',
    );
    expect(embeddedPathOf('/o/g-1', null)).toBe('/embed/o/g-1');
    expect(embeddedPathOf('/t/ticket', null)).toBeNull();
    expect(embeddedPathOf('/', null)).toBeNull();
    expect(embeddedPathOf('/checkout/h', null)).toBeNull();
  });
});
