export type TextPiece = { text: string; href?: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the link: `…/t/abc.` or `(…/t/abc)`. */
const TRAILING = /[.,;:!?)\]]+$/;

/** Cuts a plain-text message into text and the http(s) links in it, so the links can be made clickable. */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    if (!href) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: href, href });
    last = match.index + href.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
