import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document';

describe('openapi.json', () => {
  it('matches what the contract generates (run `npm run openapi` after changing a route)', async () => {
    const committed = JSON.parse(
      await fs.readFile(path.join(import.meta.dirname, '../openapi.json'), 'utf8'),
    );
    expect(await buildOpenApiDocument()).toEqual(committed);
  });
});
