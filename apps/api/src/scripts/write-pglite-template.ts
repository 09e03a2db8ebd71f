// Run by scripts/build.mjs once the server is compiled: writes the migrated embedded database it starts from.
import { PGLITE_TEMPLATE, writePgliteTemplate } from '../db/pglite-template';

await writePgliteTemplate(PGLITE_TEMPLATE);
