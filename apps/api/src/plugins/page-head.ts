/** A public page's link-preview tags and its own data, carried by its HTML before any script runs. */
export type PagePreview = {
  title: string;
  description: string;
  /** Absolute, or a path on this server (local uploads); null when the page has no picture. */
  imageUrl: string | null;
  /** The answer the page would ask the API for, as the API's schema serialises it. */
  data: unknown;
  /** A guest's ticket: never stored by a cache, kept out of search engines (as its API answer is). */
  isPrivate: boolean;
  /** Changes whenever `data` does (the public event page's micro-cached copy, by its ETag); null when unknown. */
  version: string | null;
};

/** What the server adds to a public page: its preview (null when not found) and the organiser's tag manager. */
export type PublicPageHead = { preview: PagePreview | null; tagManagerId: string | null };

/** The id of the script element that holds a page's data; the web app reads it before its first render. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside a double-quoted attribute and in text: no character can end the attribute or open a tag. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);

/**
 * JSON that stays JSON inside <script type="application/json">: `<` (so no `</script>` or `<!--`), `>` and `&`
 * as \u escapes, and the two line separators that older parsers took for line ends.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

function metaTags(head: PagePreview, pageUrl: string, publicUrl: string): string {
  const tags: [string, string, string][] = [
    ['name', 'description', head.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Usher'],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
  ];
  if (head.imageUrl) {
    const image = absolute(publicUrl, head.imageUrl);
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  if (head.isPrivate) tags.push(['name', 'robots', 'noindex, nofollow']);
  return tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`)
    .join('');
}

/** The built page with the page's title, preview tags and data; `path` is the page's own path. */
export function renderPageHead(html: string, head: PagePreview, publicUrl: string, path: string): string {
  const pageUrl = `${publicUrl}${path}`;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(head.data)}</script>`;
  return html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<\/head>/i, () => `${metaTags(head, pageUrl, publicUrl)}</head>`)
    .replace(/<body([^>]*)>/i, (body) => `${body}${data}`);
}
