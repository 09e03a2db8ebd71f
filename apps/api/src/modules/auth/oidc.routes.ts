import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const oidcRoutes: FastifyPluginAsyncZod = async () => {};
