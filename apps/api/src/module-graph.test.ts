import { describe, expect, it } from 'vitest';
import {
  findModuleCycles,
  findPluginModuleImports,
  findRepositoryImports,
  findSalesTableUse,
  moduleEdges,
  type SourceFile,
} from './module-graph';

const file = (path: string, imports: string[] = [], text = ''): SourceFile => ({ path, imports, text });

describe('the API module rules (npm run check)', () => {
  it('finds a cycle between modules through any of their files', () => {
    const files = [
      file('modules/events/event.service.ts', ['../activities/activity.service', './event.repository']),
      file('modules/activities/activity.service.ts', ['../sales/stock.service']),
      file('modules/activities/share-link.service.ts', ['../events/event.service']),
      file('modules/sales/stock.service.ts'),
    ];
    expect(findModuleCycles(moduleEdges(files))).toEqual([['activities', 'events', 'activities']]);
  });

  it('finds no cycle when imports go one way, and ignores tests', () => {
    const files = [
      file('modules/events/event.service.ts', ['../activities/activity.service']),
      file('modules/activities/activity.routes.test.ts', ['../events/event.service']),
    ];
    expect(findModuleCycles(moduleEdges(files))).toEqual([]);
  });

  it("refuses an import of another module's repository, not of its own", () => {
    const files = [
      file('modules/events/event.service.ts', ['./event.repository', '../sales/order.repository']),
      file('modules/events/event.routes.test.ts', ['../sales/order.repository']),
    ];
    expect(findRepositoryImports(files)).toEqual([
      "modules/events/event.service.ts imports modules/sales/order.repository.ts: ask the sales module's service instead",
    ]);
  });

  it('refuses code outside the sales module that touches its tables, in Kysely or in SQL', () => {
    const files = [
      file('modules/check-in/a.ts', [], "db.selectFrom('tickets as t')"),
      file('modules/check-in/b.ts', [], 'sql`select count(*) from orders o`'),
      file('modules/check-in/c.ts', [], "// no longer reads from tickets here\ndb.selectFrom('events')"),
      file('modules/orders/d.ts', [], "db.insertInto('order_lines')"),
      file('modules/sales/ticket.repository.ts', [], "db.selectFrom('tickets')"),
    ];
    expect(findSalesTableUse(files)).toEqual([
      'modules/check-in/a.ts touches orders/order_lines/tickets/ticket_counts/reservations/holds/hold_lines/waitlist_entries: ask the sales module instead',
      'modules/check-in/b.ts touches orders/order_lines/tickets/ticket_counts/reservations/holds/hold_lines/waitlist_entries: ask the sales module instead',
      'modules/orders/d.ts touches orders/order_lines/tickets/ticket_counts/reservations/holds/hold_lines/waitlist_entries: ask the sales module instead',
    ]);
  });

  it("follows a module's import of a plugin to the modules the plugin reaches", () => {
    const files = [
      file('modules/organisations/organisation.routes.ts', ['../../plugins/auth']),
      file('plugins/auth.ts', ['./csrf', '../modules/auth/session.service']),
      file('plugins/csrf.ts'),
      file('modules/auth/session.service.ts', ['../organisations/membership.service']),
      file('modules/organisations/membership.service.ts'),
    ];
    const edges = moduleEdges(files);
    expect(edges.get('organisations')?.get('auth')).toBe(
      'modules/organisations/organisation.routes.ts via plugins/auth.ts',
    );
    expect(findModuleCycles(edges)).toEqual([['auth', 'organisations', 'auth']]);
  });

  it('follows a plugin through other lower files, and finds nothing when the plugin reaches no module', () => {
    const through = [
      file('modules/storage/storage.routes.ts', ['../../plugins/scope']),
      file('plugins/scope.ts', ['./auth']),
      file('plugins/auth.ts', ['../modules/organisations/membership.service']),
      file('modules/organisations/organisation.routes.ts', ['../storage/upload.service']),
    ];
    expect(findModuleCycles(moduleEdges(through))).toEqual([['organisations', 'storage', 'organisations']]);
    const clean = [
      file('modules/storage/storage.routes.ts', ['../../plugins/request-auth']),
      file('plugins/request-auth.ts', ['../errors']),
      file('errors.ts'),
      file('modules/organisations/organisation.routes.ts', ['../storage/upload.service']),
    ];
    expect(findModuleCycles(moduleEdges(clean))).toEqual([]);
  });

  it('refuses a plugin that imports a module, not one that imports another plugin or a lower file', () => {
    const files = [
      file('plugins/web-app.ts', [
        './security-headers',
        '../modules/storage/file-store.service',
        '../db/database',
      ]),
      file('plugins/web-app.test.ts', ['../modules/storage/file-store.service']),
      file('plugins/security-headers.ts'),
    ];
    expect(findPluginModuleImports(files)).toEqual([
      'plugins/web-app.ts imports modules/storage/file-store.service.ts: plugins never import a module; pass what it needs in from app.ts',
    ]);
  });

  it('finds a sales table named in a variable, with an alias or in an array', () => {
    const files = [
      file('modules/check-in/variable.ts', [], "const table = 'orders';\ndb.selectFrom(table).selectAll()"),
      file('modules/check-in/array.ts', [], "db.selectFrom(['orders as o', 'events as e'])"),
      file('modules/check-in/aliased.ts', [], "const from = 'tickets as t' as const;\ndb.deleteFrom(from)"),
      file(
        'modules/check-in/joined.ts',
        [],
        "db.selectFrom('events').innerJoin(cond ? 'reservations as r' : 'x', 'a', 'b')",
      ),
      file(
        'modules/check-in/clean.ts',
        [],
        "const table = 'events';\ndb.selectFrom([table, 'activities as a'])",
      ),
      file('modules/orders/order.routes.ts', [], "app.get('/', { schema: { tags: ['orders'] } })"),
    ];
    expect(findSalesTableUse(files)).toEqual([
      'modules/check-in/variable.ts touches orders/order_lines/tickets/ticket_counts/reservations/holds/hold_lines/waitlist_entries: ask the sales module instead',
      'modules/check-in/array.ts touches orders/order_lines/tickets/ticket_counts/reservations/holds/hold_lines/waitlist_entries: ask the sales module instead',
      'modules/check-in/aliased.ts touches orders/order_lines/tickets/ticket_counts/reservations/holds/hold_lines/waitlist_entries: ask the sales module instead',
      'modules/check-in/joined.ts touches orders/order_lines/tickets/ticket_counts/reservations/holds/hold_lines/waitlist_entries: ask the sales module instead',
    ]);
  });
});
