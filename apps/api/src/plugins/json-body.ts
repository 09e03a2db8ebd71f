import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty body counts as no
 * body: browsers' fetch sends `content-type: application/json` with nothing after it for actions that take no
 * parameters, and those are answered as if no body was sent. A route that needs a body still says what is missing.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const json = body.toString();
    if (json === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, json, done);
  });
}
