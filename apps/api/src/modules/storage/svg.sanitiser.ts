import type { DOMPurify } from 'dompurify';
import type { DOMWindow } from 'jsdom';

const LINK_ATTRIBUTES = ['href', 'xlink:href', 'src'];
const EXTERNAL_URL = /url\(\s*['"]?(?!#)/i;

let sanitiser: Promise<{ window: DOMWindow; purify: DOMPurify }> | undefined;

/** jsdom takes most of a second to load: the first SVG upload pays it, not every start of the server. */
function loadSanitiser() {
  sanitiser ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: createDOMPurify }, { JSDOM }]) => {
      const window = new JSDOM('').window;
      const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
      // An image must not reach outside itself: only same-document references (#id) survive.
      purify.addHook('afterSanitizeAttributes', (node) => {
        for (const name of LINK_ATTRIBUTES) {
          const value = node.getAttribute(name);
          if (value !== null && !value.trim().startsWith('#')) node.removeAttribute(name);
        }
        for (const attribute of Array.from(node.attributes)) {
          if (EXTERNAL_URL.test(attribute.value)) node.removeAttribute(attribute.name);
        }
      });
      return { window, purify };
    },
  );
  return sanitiser;
}

/** Returns a script-free, self-contained SVG document, or null when the text is not an SVG image. */
export async function sanitiseSvg(text: string): Promise<string | null> {
  const { window, purify } = await loadSanitiser();
  const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (root.nodeName !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) return null;
  const clean = purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'script'],
    RETURN_DOM: true,
    PARSER_MEDIA_TYPE: 'application/xhtml+xml',
  }) as unknown as Element;
  const svg = clean.nodeName.toLowerCase() === 'svg' ? clean : clean.querySelector('svg');
  if (!svg) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg.outerHTML}`;
}
