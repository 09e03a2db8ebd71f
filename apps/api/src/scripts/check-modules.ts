import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  findModuleCycles,
  findPluginModuleImports,
  findRepositoryImports,
  findSalesTableUse,
  moduleEdges,
  type SourceFile,
} from '../module-graph';

/**
 * `npm run check`: fails on an import cycle between API modules (followed through plugins and other lower
 * files), a plugin importing a module, a foreign repository import or sales tables used elsewhere.
 */
const root = path.resolve(import.meta.dirname, '..');
const files: SourceFile[] = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const imports = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
    return { path: file.split(path.sep).join('/'), imports, text };
  });

const problems = [
  ...findModuleCycles(moduleEdges(files)).map(
    (cycle) => `import cycle between modules: ${cycle.join(' → ')}`,
  ),
  ...findPluginModuleImports(files),
  ...findRepositoryImports(files),
  ...findSalesTableUse(files),
];
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(
  `API modules: no cycles, plugins below the modules, no foreign repository imports, sales tables only in sales (${files.length} files).`,
);
