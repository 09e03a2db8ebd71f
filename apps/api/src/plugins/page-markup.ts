import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The web build's server renderer of landing pages (apps/web/src/public-server.tsx, vite.server.config.ts). */
export const PAGE_RENDERER_DIR = 'server';
const PAGE_RENDERER_FILE = 'public-server.js';

/** A landing page's markup rendered from its data; null for a path that is not a landing page. */
export type RenderLandingPage = (pathname: string, data: unknown) => Promise<string | null>;

/** Pages kept at once (a rush is on a few), the longest kept going first: a flood of ids can not grow memory. */
const MAX_KEPT = 1_000;

/** One export of a server renderer the web build wrote under `dist/server/`; null when there is no build. */
export async function loadRenderer<Render>(
  webDistDir: string,
  file: string,
  exportName: string,
): Promise<Render | null> {
  const location = path.join(webDistDir, PAGE_RENDERER_DIR, file);
  if (!fs.existsSync(location)) return null;
  const renderer = (await import(pathToFileURL(location).href)) as Record<string, Render | undefined>;
  return renderer[exportName] ?? null;
}

/**
 * The build's renderer, or null (no build, or a build from before it): pages are then served without markup and
 * the browser draws them, as before.
 */
export const loadPageRenderer = (webDistDir: string) =>
  loadRenderer<RenderLandingPage>(webDistDir, PAGE_RENDERER_FILE, 'renderLandingPage');

/**
 * Keeps the markup of pages whose data has a version (the public event page's micro-cached copy, by its ETag),
 * so a rush on one page renders it once per change of its data rather than once per buyer. Pages without a
 * version are rendered each time.
 */
export function keepRenderedPages(render: RenderLandingPage) {
  const kept = new Map<string, { version: string; markup: Promise<string | null> }>();
  return (pathname: string, data: unknown, version: string | null): Promise<string | null> => {
    if (version === null) return render(pathname, data);
    const entry = kept.get(pathname);
    if (entry?.version === version) return entry.markup;
    const markup = render(pathname, data);
    kept.delete(pathname);
    if (kept.size >= MAX_KEPT) {
      const oldest = kept.keys().next();
      if (!oldest.done) kept.delete(oldest.value);
    }
    kept.set(pathname, { version, markup });
    // A render that failed is not kept: the next request tries again.
    markup.catch(() => {
      if (kept.get(pathname)?.markup === markup) kept.delete(pathname);
    });
    return markup;
  };
}

/** The page with its landing screen's markup inside the root element the browser's script hydrates. */
export const addPageMarkup = (html: string, markup: string) =>
  html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${markup}</div>`);
