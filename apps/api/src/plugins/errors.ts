import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@usher/contract/messages';
import { describeConnectionError, isDatabaseUnavailable } from '../db/connection-errors';
import { AppError } from '../errors';
import { withoutDoorTokens } from './log-redaction';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec's toast for a failed validation of this route's body (e.g. 'Please fill in all required fields'). */
    validationMessage?: string;
  }
}

/** Field messages keyed by the field's dotted path, as the web forms name their fields. */
function fieldErrors(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? MESSAGES.invalidRequest;
  }
  return errors;
}

/** PostgreSQL's class 22 (data exception: bad encoding, value too long, out of range…) is about the input. */
function isDatabaseDataError(error: { code?: unknown }): boolean {
  return typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);
}

/** The message of a 4xx that Fastify or a plugin raised, never echoing the URL or the input. */
function clientErrorMessage(status: number): string {
  if (status === 413) return MESSAGES.requestTooLarge;
  if (status === 414) return MESSAGES.urlTooLong;
  if (status === 429) return MESSAGES.tooManyRequests;
  return MESSAGES.malformedRequest;
}

/** One error handler: client mistakes become `{ message, errors }`, server faults hide their internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A service we depend on failed (a payment provider): the customer gets the message, the log the cause.
      if (error.statusCode >= 500 && error.cause) request.log.warn({ err: error.cause }, error.message);
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      // A path id that is not one of ours is not found, like another organiser's id; control characters are
      // refused wherever they are, so the client learns what to fix.
      const hasControlCharacters = Object.values(errors).includes(MESSAGES.controlCharacters);
      if (error.validationContext === 'params' && !hasControlCharacters) {
        return reply.status(404).send({ message: MESSAGES.notFound });
      }
      const message =
        request.routeOptions.config.validationMessage ?? Object.values(errors)[0] ?? MESSAGES.invalidRequest;
      return reply.status(400).send({ message, errors });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(400)
        .send({ message: MESSAGES.fileTooLarge, errors: { file: MESSAGES.fileTooLarge } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(describeConnectionError(error), 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ message: MESSAGES.databaseUnavailable });
    }
    if (isDatabaseDataError(error)) {
      request.log.info({ code: error.code }, 'input the database can not store');
      return reply.status(400).send({ message: MESSAGES.invalidRequest });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.debug({ url: withoutDoorTokens(request.url) }, 'no route');
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}

/** Router errors (Fastify's `frameworkErrors`): a bad percent-encoding or an over-long path part. */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // These answers skip the onSend hooks, so they carry the API headers themselves.
  reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: MESSAGES.malformedRequest });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ message: MESSAGES.urlTooLong });
  request.log.error({ err: error }, 'router failed');
  return reply.status(500).send({ message: MESSAGES.serverError });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed request line, headers too large,
 * timeouts), answered in the same `{ message }` shape (Fastify's `clientErrorHandler`).
 */
export function answerUnparsableRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MESSAGES.requestTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MESSAGES.requestTimedOut]
        : [400, MESSAGES.malformedRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'x-content-type-options: nosniff',
        'cache-control: no-store',
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
