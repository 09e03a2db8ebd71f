import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const WEB_SRC = path.join(import.meta.dirname, 'apps/web/src');
const FEATURES = readdirSync(path.join(WEB_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature may import another feature's `api/` (its hooks, query options and query keys: its public surface),
 * never its components or anything else. The paths are resolved, so `../../events/components/…` is caught.
 */
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: path.join(WEB_SRC, 'features', feature),
  from: path.join(WEB_SRC, 'features'),
  except: [`./${feature}`, ...FEATURES.map((other) => `./${other}/api`)],
  message: "A feature may import another feature's api/ only, never its components.",
}));

/** contract → components/lib → features → app: shared code never reaches up into features or the app. */
const DIRECTION_ZONES = [
  {
    target: [path.join(WEB_SRC, 'components'), path.join(WEB_SRC, 'lib')],
    from: [path.join(WEB_SRC, 'features'), path.join(WEB_SRC, 'app')],
    message: 'components/ and lib/ are shared by features: they never import features/ or app/.',
  },
  {
    target: path.join(WEB_SRC, 'features'),
    from: path.join(WEB_SRC, 'app'),
    message: 'Features never import app/: the app assembles the features.',
  },
];

/** Query keys come from each feature's key factory (`api/*-keys.ts`), never retyped as literals. */
const QUERY_KEY_LITERALS = [
  {
    selector: [
      'Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression',
      'Property[key.name=/^(queryKey|mutationKey)$/] > TSAsExpression > ArrayExpression',
    ].join(', '),
    message: "Use the feature's key factory (api/<feature>-keys.ts) instead of a literal query key.",
  },
];

const SALES = path.join(import.meta.dirname, 'apps/api/src/modules/sales');

/**
 * sales/ as other modules see it: the only files outside code may import. None of them exports a write of what
 * is sold or held except through `withDates`/`LockedSale` (or `issueAtOnce`, whose one statement takes the lock
 * and checks under it); the repositories and the services behind the sale (issuing, checkout, payment) stay
 * inside. Resolved paths, so any spelling of an import is caught, dynamic `import()` included.
 */
const SALES_PUBLIC_FILES = [
  'locked-sale.service.ts',
  'issue-at-once.service.ts',
  'hold.service.ts',
  'online-order-records.service.ts',
  'stock.service.ts',
  'tickets.service.ts',
  'order-admin.service.ts',
  'door-check-in.service.ts',
  'offline-door.service.ts',
  'event-audience.service.ts',
  'date-changes.ts',
  'waitlist.service.ts',
];

const SALES_ZONE = {
  target: path.join(import.meta.dirname, 'apps/api/src'),
  from: SALES,
  except: SALES_PUBLIC_FILES.map((file) => `./${file}`),
  message: 'sales/ is reached through withDates/LockedSale and its public services, never its internals.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests read JSON answers field by field; typing every answer would add nothing the assertions don't check.
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: FEATURE_ZONES }],
      'no-restricted-syntax': ['error', ...QUERY_KEY_LITERALS],
    },
  },
  {
    // Tests sit above the layers (they render with the app's theme); the rest follows the direction.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...FEATURE_ZONES, ...DIRECTION_ZONES] }] },
  },
  {
    // Tests and their fixtures seed sales straight into the tables (test/sales-fixtures.ts); the rest of the API
    // reaches the stock through the sale.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/sales/**', '**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [SALES_ZONE] }] },
  },
  {
    files: ['apps/web/src/features/*/api/*-keys.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
