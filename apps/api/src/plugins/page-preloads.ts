import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './page-head';

/** Written by the web build (apps/web/build/public-pages-plugin.ts): each public page's own chunks. */
const PUBLIC_PAGES_FILE = 'public-pages.json';

/** The files each public page loads beside the entry, by the first segment of its path ('e', 'checkout'). */
export type PagePreloads = Record<string, string[]>;

/** The build's list, or none (an older build, or a test's hand-written page): the page then loads as before. */
export function readPagePreloads(webDistDir: string, fileName = PUBLIC_PAGES_FILE): PagePreloads {
  const file = path.join(webDistDir, fileName);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreloads;
}

const preloadTag = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="${escapeHtml(file)}">`
    : `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`;

/**
 * The page's own chunk listed in its head, so the browser fetches it with the entry rather than once the entry
 * has run and asked for it (a second round trip on a phone's network).
 */
export function addPagePreloads(html: string, pagePath: string, preloads: PagePreloads): string {
  const files = preloads[pagePath.split('/')[1] ?? ''] ?? [];
  if (files.length === 0) return html;
  return html.replace(/<\/head>/i, () => `${files.map(preloadTag).join('')}</head>`);
}
