import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@usher/contract/messages';
import { PAGE_CSP } from './security-headers';
import { injectTagManager } from './tag-manager-snippet';

export type WebAppOptions = {
  /** Where the local file store's uploads are served. */
  uploadsPrefix: string;
  /** The organiser's Google Tag Manager id for a public page's URL; null for any other page. */
  findTagManagerId(url: string): Promise<string | null>;
};

const publicPageCsp = (nonce: string) =>
  "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; " +
  `script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com; ` +
  "connect-src 'self' https://*.google-analytics.com https://www.googletagmanager.com; " +
  "frame-src https://www.googletagmanager.com; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'";
/** Uploaded images never run anything, even when opened directly. */
const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** Serves uploads and the built web app; public pages get the organiser's Google Tag Manager snippet. */
export async function registerWebApp(
  app: FastifyInstance,
  { uploadsPrefix, findTagManagerId }: WebAppOptions,
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

  const indexFile = path.join(app.config.webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
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

  const sendIndex = (reply: FastifyReply, html: string, csp: string) =>
    reply.header('Content-Security-Policy', csp).type('text/html; charset=utf-8').send(html);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith(uploadsPrefix) || indexHtml === null) {
      return reply.status(404).send({ message: MESSAGES.notFound });
    }
    const tagManagerId = await findTagManagerId(url);
    if (tagManagerId) {
      const nonce = crypto.randomBytes(16).toString('base64');
      return sendIndex(reply, injectTagManager(indexHtml, tagManagerId, nonce), publicPageCsp(nonce));
    }
    return sendIndex(reply, indexHtml, PAGE_CSP);
  });
}
