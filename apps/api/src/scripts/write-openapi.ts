import fs from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '../openapi-document';

/** Writes the generated OpenAPI document beside the API, so a change to the contract shows in review. */
const target = path.join(import.meta.dirname, '../../openapi.json');
await fs.writeFile(target, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
process.stdout.write(`Wrote ${target}\n`);
