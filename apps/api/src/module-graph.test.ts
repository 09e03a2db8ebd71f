import { describe, expect, it } from 'vitest';
import {
  findModuleCycles,
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
      file('modules/sales/ticket.repository.ts', [], "db.selectFrom('tickets')"),
    ];
    expect(findSalesTableUse(files)).toEqual([
      'modules/check-in/a.ts touches orders/tickets/reservations: ask the sales module instead',
      'modules/check-in/b.ts touches orders/tickets/reservations: ask the sales module instead',
    ]);
  });
});
