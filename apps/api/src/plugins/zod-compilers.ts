import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/**
 * Every route's schema is zod's, so the app's compilers are zod's from the start. Given them, Fastify never
 * loads its defaults, Ajv and fast-json-stringify (a third of a second of a start-up, and of each API test
 * file's import). Fastify types these factories after Ajv's; it calls them with the same route definition.
 */
export const zodCompilers: CompilersFactory = {
  buildValidator: (() => validatorCompiler) as unknown as ValidatorFactory,
  buildSerializer: (() => serializerCompiler) as unknown as SerializerFactory,
};
