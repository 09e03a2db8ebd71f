import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' contract schemas: /api/docs (UI) and /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Usher API', version: '1.0.0', description: 'Organiser dashboard for event ticketing.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'usher_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
          /** `/api/v1` only: `Authorization: Bearer usk_…`, an organiser's API key (issue 29 §1). */
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key from Settings › Developers (usk_…)',
          },
        },
      },
      security: [{ session: [], csrf: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
