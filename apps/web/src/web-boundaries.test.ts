import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the repository's own ESLint config on virtual files, so the rules in eslint.config.js are proven to catch
// what docs/decisions.md and apps/web/README.md say they do.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const SIBLING_COMPONENT =
  "import { EventForm } from '../../events/components/event-form';\nexport const x = EventForm;\n";

// The first lint loads the config and the TypeScript parser: seconds on a loaded two-core machine, not a defect.
describe('web layer boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it("refuses a feature importing another feature's components", async () => {
    expect(await problems('apps/web/src/features/orders/components/probe.tsx', SIBLING_COMPONENT)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*api\/ only/),
    ]);
  });

  it('resolves the path, so a deeper file climbing one level more is caught too', async () => {
    const code =
      "import { EventForm } from '../../../events/components/event-form';\nexport const x = EventForm;\n";
    expect(await problems('apps/web/src/features/orders/components/dialogs/probe.tsx', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths/),
    ]);
  });

  it("lets a feature import another feature's api/ and its own components", async () => {
    const code = [
      "import { useEvent } from '../../events/api/get-event';",
      "import { eventKeys } from '../../events/api/event-keys';",
      "import { FreeOrderForm } from './free-order-form';",
      'export const x = [useEvent, eventKeys, FreeOrderForm];',
      '',
    ].join('\n');
    expect(await problems('apps/web/src/features/orders/components/probe.tsx', code)).toEqual([]);
  });

  it('keeps components/ and lib/ below features/ and app/', async () => {
    const fromLib =
      "import { useEvent } from '../features/events/api/get-event';\nexport const x = useEvent;\n";
    const fromComponents = "import { theme } from '../../app/theme';\nexport const x = theme;\n";
    const fromFeature = "import { theme } from '../../../app/theme';\nexport const x = theme;\n";
    expect(await problems('apps/web/src/lib/probe.ts', fromLib)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never import features/),
    ]);
    expect(await problems('apps/web/src/components/ui/probe.ts', fromComponents)).toHaveLength(1);
    expect(await problems('apps/web/src/features/events/components/probe.ts', fromFeature)).toHaveLength(1);
  });

  it('refuses a literal query key outside the key factories', async () => {
    const code = "export const options = { queryKey: ['events', 'current'] as const };\n";
    expect(await problems('apps/web/src/features/events/api/probe.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*key factory/),
    ]);
    expect(await problems('apps/web/src/features/events/api/probe-keys.ts', code)).toEqual([]);
  });
});
