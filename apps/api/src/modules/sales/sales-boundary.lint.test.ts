import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../../..');
const eslint = new ESLint({ cwd: root });

/** The rules broken by `code` as if it were the file at `file` (relative to apps/api/src). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/api/src', file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const BOUNDARY = 'import-x/no-restricted-paths';

describe('the sales boundary in eslint.config.js', () => {
  it.each([
    ['an unlocked insert of a priced order', 'modules/orders/side-door.ts', '../sales/issue-tickets.service'],
    ['the payment of an order', 'modules/orders/side-door.ts', '../sales/online-order.service'],
    ['a repository', 'modules/orders/side-door.ts', '../sales/order.repository'],
    [
      'an internal file from outside the modules',
      'demo/side-door.ts',
      '../modules/sales/online-order.service',
    ],
    ['a spelling with .js', 'modules/orders/side-door.ts', '../sales/hold.repository.js'],
  ])('refuses %s', async (_what, file, specifier) => {
    const code = `import { anything } from '${specifier}';\nexport const used = anything;\n`;
    expect(await brokenRules(file, code)).toContain(BOUNDARY);
  });

  it('refuses a dynamic import of an internal file', async () => {
    const code = `export const load = () => import('../sales/issue-tickets.service');\n`;
    expect(await brokenRules('modules/orders/side-door.ts', code)).toContain(BOUNDARY);
  });

  it('lets other modules take the sale, and sales/ its own internals', async () => {
    const outside = `import { withDates } from '../sales/locked-sale.service';\nexport const used = withDates;\n`;
    const inside = `import { insertOrderWithTickets } from './order.repository';\nexport const used = insertOrderWithTickets;\n`;
    expect(await brokenRules('modules/orders/takes-the-sale.ts', outside)).toEqual([]);
    expect(await brokenRules('modules/sales/uses-its-own.ts', inside)).toEqual([]);
  });
});
