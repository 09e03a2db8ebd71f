import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TSessionResponse } from '@usher/contract/auth';
import { MESSAGES } from '@usher/contract/messages';
import {
  dashboardHomeData,
  homeRoot,
  isDashboardHome,
  loadDashboardRenderer,
  readDashboardPreloads,
  renderSignedInPage,
  splitAtRoot,
} from './dashboard-page';
import { EMBED_PATH_PREFIX, frameableCsp, PAGE_CSP } from './security-headers';
import { renderPageHead, type PagePreview, type PublicPageHead } from './page-head';
import { addPagePreloads, readPagePreloads } from './page-preloads';
import { addPageMarkup, keepRenderedPages, loadPageRenderer, PAGE_RENDERER_DIR } from './page-markup';
import { injectTagManager } from './tag-manager-snippet';

export type WebAppOptions = {
  /** Where the local file store's uploads are served. */
  uploadsPrefix: string;
  /** A customer page's preview, data and tag manager id by its path. */
  describePage(path: string): Promise<PublicPageHead>;
  /** The session answer of a signed-in browser, for its dashboard page to carry; null when signed out. */
  signedInSession(request: FastifyRequest): Promise<TSessionResponse | null>;
  /** The answer a signed-in GET gives this browser, or null when it is not a 200. */
  askAsBrowser(request: FastifyRequest, url: string): Promise<unknown>;
};

/** The customer's pages: served from their own small entry (public.html), never the dashboard's. */
const PUBLIC_PAGE_PATH = /^\/(e|a|t|o|checkout|pay\/test|order|u|waitlist|continue|embed\/[eao])\//;

/** The landing page an embedded page shows (`/embed/e/1` → `/e/1`), or the path itself for any other page. */
const landingPathOf = (url: string) =>
  url.startsWith(EMBED_PATH_PREFIX) ? url.slice(EMBED_PATH_PREFIX.length - 1) : url;

const readPage = (dir: string, file: string) => {
  const full = path.join(dir, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
};

const publicPageCsp = (nonce: string) =>
  "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; " +
  `script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com; ` +
  "connect-src 'self' https://*.google-analytics.com https://www.googletagmanager.com; " +
  "frame-src https://www.googletagmanager.com; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'";
/** Uploaded images never run anything, even when opened directly. */
const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const RENDERER_LOAD_DELAY_MS = 1000;

/**
 * The pages' server renderers bring React, Mantine and the icons (about a second of the main thread to load):
 * each loads a moment after the server listens, so a restart answers its first requests (health checks, the
 * door) first; a page asked for before then starts or waits for the same load. Null when there is no build
 * (the browser then draws the page) or the load failed (logged).
 */
function loadOnListen<T>(app: FastifyInstance, what: string, load: () => Promise<T | null>) {
  let loading: Promise<T | null> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      app.log.error({ err: error }, `${what} not loaded`);
      return null;
    }));
  app.addHook('onListen', async () => {
    setTimeout(() => void loaded(), RENDERER_LOAD_DELAY_MS).unref();
  });
  return loaded;
}

/** Serves uploads and the built web app; public pages get the organiser's Google Tag Manager snippet. */
export async function registerWebApp(
  app: FastifyInstance,
  { uploadsPrefix, describePage, signedInSession, askAsBrowser }: WebAppOptions,
): Promise<void> {
  fs.mkdirSync(app.config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: uploadsPrefix,
    decorateReply: false,
    setHeaders: (res) => {
      res.header('Content-Security-Policy', UPLOAD_CSP);
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  const indexHtml = readPage(app.config.webDistDir, 'index.html');
  const publicHtml = readPage(app.config.webDistDir, 'public.html') ?? indexHtml;
  const pagePreloads = readPagePreloads(app.config.webDistDir);
  const loadLandingRenderer = loadOnListen(app, 'public page renderer', () =>
    loadPageRenderer(app.config.webDistDir),
  );
  // What the browser renders from: the embedded data as JSON gives it back (no Date objects, no undefined).
  const renderPage = keepRenderedPages(async (pathname, data) => {
    const renderer = await loadLandingRenderer();
    return renderer ? renderer(pathname, JSON.parse(JSON.stringify(data)) as unknown) : null;
  });
  const dashboardPreloads = readDashboardPreloads(app.config.webDistDir);
  const loadHomeRenderer = loadOnListen(app, 'events list renderer', () =>
    loadDashboardRenderer(app.config.webDistDir),
  );
  if (indexHtml === null) {
    app.log.warn(
      `No built web app at ${app.config.webDistDir}: run \`npm run build\` to serve the dashboard`,
    );
  } else {
    await app.register(fastifyStatic, {
      root: app.config.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The landing pages' server renderer is the API's, not a file for browsers.
      allowedPath: (pathname) => !pathname.startsWith(`/${PAGE_RENDERER_DIR}/`),
      // The build writes .br and .gz copies beside each asset; they go out as they are, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (/\.(html|js|webmanifest)$/.test(filePath)) {
          // The page, the service worker and the manifest are asked again each time, so a new build reaches
          // installed door apps at once.
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  const sendIndex = (reply: FastifyReply, html: string | Readable, csp: string) =>
    reply.header('Content-Security-Policy', csp).type('text/html; charset=utf-8').send(html);

  /** The page's markup; none without a renderer or when it fails: the browser then draws the page itself. */
  const landingMarkup = (pathname: string, preview: PagePreview) =>
    renderPage(pathname, preview.data, preview.version).catch((error: unknown) => {
      app.log.error({ err: error, pathname }, 'public page not rendered on the server');
      return null;
    });

  /** The events list's lists and markup; the markup is null without a renderer or when it fails. */
  const signedInHome = async (request: FastifyRequest, session: TSessionResponse) => {
    const data = await dashboardHomeData(request.url, session, (path) => askAsBrowser(request, path));
    if (!data) return null;
    const renderHome = await loadHomeRenderer();
    const markup = renderHome
      ? await renderHome(request.url, session, data).catch((error: unknown) => {
          app.log.error({ err: error }, 'events list not rendered on the server');
          return null;
        })
      : null;
    return { data, markup };
  };

  const sendDashboard = async (request: FastifyRequest, reply: FastifyReply, url: string, html: string) => {
    const session = await signedInSession(request);
    if (!session) return sendIndex(reply, html, PAGE_CSP);
    reply.header('Cache-Control', 'no-store');
    const page = renderSignedInPage(html, url, session, dashboardPreloads);
    const parts = isDashboardHome(url) ? splitAtRoot(page) : null;
    if (!parts) return sendIndex(reply, page, PAGE_CSP);
    // The head goes out before the lists are asked for and drawn: the phone fetches the scripts and stylesheets
    // meanwhile.
    const [head, tail] = parts;
    const home = signedInHome(request, session).catch((error: unknown) => {
      app.log.error({ err: error }, 'events list not asked for');
      return null;
    });
    async function* events() {
      yield head;
      yield `${homeRoot(await home)}${tail}`;
    }
    return sendIndex(reply, Readable.from(events()), PAGE_CSP);
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith(uploadsPrefix) || indexHtml === null) {
      return reply.status(404).send({ message: MESSAGES.notFound });
    }
    if (!PUBLIC_PAGE_PATH.test(url) || publicHtml === null)
      return sendDashboard(request, reply, url, indexHtml);
    // An embedded page is its landing page's data and preview (its canonical address the full page's).
    const landingPath = landingPathOf(url);
    const csp = landingPath === url ? (policy: string) => policy : frameableCsp;
    const head = await describePage(landingPath);
    const { preview } = head;
    const page = preview
      ? renderPageHead(publicHtml, preview, app.config.publicUrl, landingPath)
      : publicHtml;
    const markup = preview ? await landingMarkup(url, preview) : null;
    const html = addPagePreloads(markup ? addPageMarkup(page, markup) : page, landingPath, pagePreloads);
    if (preview?.isPrivate)
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    if (head.tagManagerId) {
      const nonce = crypto.randomBytes(16).toString('base64');
      return sendIndex(reply, injectTagManager(html, head.tagManagerId, nonce), csp(publicPageCsp(nonce)));
    }
    return sendIndex(reply, html, csp(PAGE_CSP));
  });
}
