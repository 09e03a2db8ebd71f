import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document';

type SchemaNode = Record<string, unknown>;

/** Where a request part holds a string with no bound: no maximum length, format, pattern or list of values. */
function unboundedStrings(node: unknown, at: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => unboundedStrings(item, `${at}[${index}]`));
  if (!node || typeof node !== 'object') return [];
  const schema = node as SchemaNode;
  const types = [schema.type].flat();
  const isBounded = ['maxLength', 'format', 'pattern', 'enum', 'const'].some((key) => key in schema);
  const here = types.includes('string') && !isBounded ? [at] : [];
  return [
    ...here,
    ...Object.entries(schema).flatMap(([key, value]) => unboundedStrings(value, `${at}.${key}`)),
  ];
}

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: SchemaNode[]; requestBody?: unknown }>>;
};
let generated: OpenApiDocument;
beforeAll(async () => {
  generated = (await buildOpenApiDocument()) as OpenApiDocument;
});

describe('openapi.json', () => {
  it('bounds every string a request carries: body, query, path and headers', () => {
    const unbounded = Object.entries(generated.paths).flatMap(([route, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => [
        ...(operation.parameters ?? []).flatMap((parameter) =>
          unboundedStrings(parameter.schema, `${method} ${route} ${parameter.in} ${parameter.name}`),
        ),
        ...unboundedStrings(operation.requestBody, `${method} ${route} body`),
      ]),
    );
    expect(unbounded).toEqual([]);
  });

  it('matches what the contract generates (run `npm run openapi` after changing a route)', async () => {
    const committed = JSON.parse(
      await fs.readFile(path.join(import.meta.dirname, '../openapi.json'), 'utf8'),
    );
    expect(generated).toEqual(committed);
  });
});
