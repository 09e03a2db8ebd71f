import type { FastifyInstance } from 'fastify';

/** The dashboard's pages: scripts and styles of our own (the door's service worker and manifest too), never framed. */
export const PAGE_CSP =
  "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; " +
  "connect-src 'self'; font-src 'self' data:; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; " +
  "base-uri 'self'; form-action 'self'";

/** The pages made to sit in an organiser's own website (issue 29 §3): the only ones that may be framed. */
export const EMBED_PATH_PREFIX = '/embed/';

const isEmbedPath = (url: string) => url.startsWith(EMBED_PATH_PREFIX);

/** A page policy that lets any site frame the page: given only to the embedded pages. */
export const frameableCsp = (csp: string) => csp.replace("frame-ancestors 'none'", 'frame-ancestors *');

/** Other sites learn only that a visitor came from Usher, never which ticket, event or screen (ids are in paths). */
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** A door link's token is in the crew's paths (issue 30 §4): neither its page nor its API may send it on in a Referer. */
const isDoorPath = (url: string) => url.startsWith('/door/') || url.startsWith('/api/door/');

/**
 * The door scanner needs the camera on our own pages; nothing else a browser offers is used. Only features
 * Chromium knows are named: it logs a warning on every page for any other (it once did for 'bluetooth').
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

/**
 * Headers by what an answer is, however it was reached (the catch-all page route, a static file such as
 * /index.html, the API docs, an error): every HTML page gets the page policy and refuses to be framed (but
 * /embed/ pages), every JSON answer is never cached
 * (guest lists carry phones and emails), nothing is content-sniffed.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('text/html')) {
      const isFrameable = isEmbedPath(request.url);
      if (!reply.hasHeader('content-security-policy'))
        reply.header('Content-Security-Policy', isFrameable ? frameableCsp(PAGE_CSP) : PAGE_CSP);
      if (!isFrameable) reply.header('X-Frame-Options', 'DENY');
      reply.header('Referrer-Policy', REFERRER_POLICY);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-cache');
    } else if (contentType.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    if (isDoorPath(request.url)) reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });
}
