import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@usher/contract/messages';
import { AppError } from '../errors';

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

/** One error handler: client mistakes become `{ message, errors }`, server faults hide their internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') {
        return reply.status(404).send({ message: MESSAGES.notFound });
      }
      const errors = fieldErrors(error.validation);
      const message =
        request.routeOptions.config.validationMessage ?? Object.values(errors)[0] ?? MESSAGES.invalidRequest;
      return reply.status(400).send({ message, errors });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(400)
        .send({ message: MESSAGES.fileTooLarge, errors: { file: MESSAGES.fileTooLarge } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: status === 429 ? MESSAGES.tooManySignIns : MESSAGES.invalidRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.debug({ url: request.url }, 'no route');
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}
