import type { FastifyReply } from 'fastify';

/**
 * Sends JSON serialised once for many answers (a cached page): Fastify sends a Buffer as it is, so the
 * response schema's serialiser, which checked it when it was made, does not run again per request.
 */
export function sendPreparedJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
export function isEtagMatched(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
