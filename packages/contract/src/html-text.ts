const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** The readable text of a description's HTML: tags dropped, block ends turned into spaces, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The §9 list preview: the first `limit` characters of the text, plus an ellipsis when there was more. */
export function previewText(html: string, limit = 400): string {
  const text = htmlToText(html);
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** Breadcrumb activity name (§9): full under 25 characters, otherwise 22 characters plus an ellipsis. */
export function breadcrumbName(name: string): string {
  return name.length < 25 ? name : `${name.slice(0, 22)}…`;
}
