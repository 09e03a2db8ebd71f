import { describe, expect, it } from 'vitest';
import { breadcrumbName, htmlToText, previewText } from './html-text';

describe('previewText', () => {
  it('cuts the text, not the HTML, at 400 characters and adds an ellipsis', () => {
    const html = `<p><strong>${'a'.repeat(300)}</strong></p><ul><li>${'b'.repeat(150)}</li></ul>`;
    const preview = previewText(html);
    expect(preview).toBe(`${'a'.repeat(300)} ${'b'.repeat(99)}…`);
    expect(preview).toHaveLength(401);
  });
  it('leaves short text whole, with no ellipsis', () => {
    expect(previewText('<p>Jazz &amp; blues</p>')).toBe('Jazz & blues');
  });
  it('never shows tags', () => {
    expect(htmlToText('<p>One<br>two</p><ol><li>three</li></ol>')).toBe('One two three');
  });
});

describe('breadcrumbName', () => {
  it('keeps names under 25 characters whole', () => {
    expect(breadcrumbName('a'.repeat(24))).toBe('a'.repeat(24));
  });
  it('cuts names of 25 characters or more to 22 plus an ellipsis', () => {
    expect(breadcrumbName('a'.repeat(25))).toBe(`${'a'.repeat(22)}…`);
  });
});
