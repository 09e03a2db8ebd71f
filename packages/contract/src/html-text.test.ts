import { describe, expect, it } from 'vitest';
import { breadcrumbName, htmlToText, previewText } from './html-text';

describe('previewText', () => {
  it('cuts the text, not the HTML, at 400 characters and adds an ellipsis', () => {
    const html = `<p><strong>${'a'.repeat(300)}</strong></p><ul><li>${'b'.repeat(150)}</li></ul>`;
    const preview = previewText(html);
    expect(preview).toBe(`${'a'.repeat(300)}\n• ${'b'.repeat(97)}…`);
    expect(preview).toHaveLength(401);
  });
  it('leaves short text whole, with no ellipsis', () => {
    expect(previewText('<p>Jazz &amp; blues</p>')).toBe('Jazz & blues');
  });
});

describe('htmlToText', () => {
  it('never shows tags, and keeps one line per paragraph and line break', () => {
    expect(htmlToText('<p>One<br>two</p><p>three <em>four</em></p>')).toBe('One\ntwo\nthree four');
  });
  it('keeps list items apart: bullets for a bullet list, numbers for a numbered list', () => {
    const html =
      '<p>Tonight:</p><ul><li><p>Three sets</p></li><li>Bar open <strong>late</strong></li></ul>' +
      '<ol><li>Doors</li><li><p>Show</p></li></ol><p>See you</p>';
    expect(htmlToText(html)).toBe('Tonight:\n• Three sets\n• Bar open late\n1. Doors\n2. Show\nSee you');
  });
  it('drops empty paragraphs and items, and decodes entities', () => {
    expect(htmlToText('<p></p><ul><li></li><li>Fish &amp; chips</li></ul><p> </p>')).toBe('• Fish & chips');
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
