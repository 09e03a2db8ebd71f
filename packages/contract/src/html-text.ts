const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? '');

/**
 * The readable text of a description's HTML, one line per paragraph, line break or list item: bullets for
 * `ul` items and numbers for `ol` items, so a preview shown with `white-space: pre-line` reads as the list it was.
 */
export function htmlToText(html: string): string {
  const lines: string[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let prefix = '';
  let line = '';
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) {
      lines.push(prefix + text);
      prefix = '';
    }
    line = '';
  };
  for (const [token, closing, tag] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|[^<]+/gi)) {
    const name = tag?.toLowerCase();
    if (!name) line += decodeEntities(token);
    else if (name === 'ul' || name === 'ol') {
      endLine();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', count: 0 });
    } else if (name === 'li') {
      endLine();
      const list = lists.at(-1);
      prefix = !closing && list ? (list.ordered ? `${++list.count}. ` : '• ') : '';
    } else if (name === 'p' || name === 'br' || /^h\d$/.test(name)) endLine();
  }
  endLine();
  return lines.join('\n');
}

/** The §9 list preview: the first `limit` characters of the text, plus an ellipsis when there was more. */
export function previewText(html: string, limit = 400): string {
  const text = htmlToText(html);
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

/** Breadcrumb activity name (§9): full under 25 characters, otherwise 22 characters plus an ellipsis. */
export function breadcrumbName(name: string): string {
  return name.length < 25 ? name : `${name.slice(0, 22)}…`;
}
