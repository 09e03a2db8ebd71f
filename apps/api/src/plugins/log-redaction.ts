import type { FastifyRequest } from 'fastify';

/**
 * A door link's token is the only key to its door (issue 30 §4), and it travels in paths: `/door/{token}` (the
 * crew's page) and `/api/door/{token}/…`. Logs keep the path with the token masked.
 */
const DOOR_TOKEN_IN_PATH = /(\/door\/)[^/?#]+/g;

export const withoutDoorTokens = (url: string) => url.replace(DOOR_TOKEN_IN_PATH, '$1[token]');

/**
 * The app's logger options: secrets in headers redacted (session and door cookies, API keys, CSRF tokens, the
 * door cookie's path), and requests logged as Fastify does, with door tokens masked in their URL.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-csrf-token"]',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutDoorTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
