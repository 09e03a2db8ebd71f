#!/usr/bin/env node
// `npm start`: builds what changed (nothing, on a restart: only a hash of the sources is checked), then runs
// the compiled server in this same process, so there is no second Node to start and signals reach it directly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfChanged } from './build.mjs';

await buildIfChanged();
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/api/dist/server.js')).href);
