import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSelectionAllowed } from '@usher/contract/quantity-rules';
import { placeHold } from '../../../test/checkout-fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { uniqueReceiver } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import {
  lockAndReadStock,
  lockedOrderCheck,
  ORDER_NOT_AS_PRICED,
  type EventStock,
  type LineAsPriced,
} from './stock.repository';

// `issueAtOnce` lands an order where the database function of migration 0019 lets it, which repeats the §4 rule
// of `LockedSale.fits` (the contract's `isSelectionAllowed`) and the pricing's prices in SQL. For every
// selection of a date with sales, holds, a per-type limit, a venue capacity and a type exempt from it, the
// function must decide as the TypeScript rule decides on the stock read under the same lock.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };

let database: TestDatabase;
let testApp: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(NO_RATE_LIMIT, { database });
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

const fitsInTypeScript = (stock: EventStock, lines: LineAsPriced[]) =>
  isSelectionAllowed(
    {
      maxTicketCount: stock.capacity,
      variants: stock.variants.map((variant) => ({
        id: variant.id,
        maxTicketCount: variant.maxTicketCount,
        orderCount: variant.sold,
        reservedCount: variant.reserved,
        isAffectEventTicketCount: variant.isAffectEventTicketCount,
      })),
    },
    Object.fromEntries(lines.map((line) => [line.variantId, line.quantity])),
  );

describe('the order check under the lock (migration 0019)', () => {
  it('lets through exactly the selections the sales core’s rule allows, at the date’s prices', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const { event, variants } = await createActivityWithDate(master, {
      published: true,
      capacity: 6,
      variants: [
        { name: 'Standard', price: 1000, max: 4 },
        { name: 'Crew', price: 0, max: 3, affects: false },
        { name: 'Late', price: 500, max: 10 },
      ],
    });
    const other = await createActivityWithDate(master, { published: true });
    const [standard, crew, late] = variants.map((variant) => variant.id as string) as [
      string,
      string,
      string,
    ];
    for (const [variantId, quantity] of [
      [standard, 2],
      [crew, 1],
    ] as const) {
      const { phone, email } = uniqueReceiver();
      const response = await master.post('/api/client/order/free', {
        phoneNumber: phone,
        email,
        fullName: 'Walk In',
        customField1: 'None',
        address: null,
        items: [{ identity: variantId, quantity }],
      });
      expect(response.status).toBe(200);
    }
    expect((await placeHold(testApp.client(), event.id, [{ identity: late, quantity: 1 }])).status).toBe(201);

    const stock = (await lockAndReadStock(testApp.db, organizationId, [event.id])).get(event.id)!;
    const priceOf = new Map(stock.variants.map((variant) => [variant.id, variant.price]));
    const passes = async (lines: LineAsPriced[]) => {
      const check = lockedOrderCheck(organizationId, event.id, { keys: [event.id], timeout: '3s' }, lines);
      try {
        await check.execute(testApp.db);
        return true;
      } catch (error) {
        expect((error as { code?: string }).code).toBe(ORDER_NOT_AS_PRICED);
        return false;
      }
    };

    const decisions: { lines: string; sql: boolean; rule: boolean }[] = [];
    for (let a = 0; a <= 3; a++) {
      for (let b = 0; b <= 3; b++) {
        for (let c = 0; c <= 4; c++) {
          const lines = (
            [
              [standard, a],
              [crew, b],
              [late, c],
            ] as const
          )
            .filter(([, quantity]) => quantity > 0)
            .map(([variantId, quantity]) => ({ variantId, quantity, unitPrice: priceOf.get(variantId)! }));
          if (lines.length === 0) continue;
          decisions.push({
            lines: `${a} standard, ${b} crew, ${c} late`,
            sql: await passes(lines),
            rule: fitsInTypeScript(stock, lines),
          });
        }
      }
    }
    expect(decisions.filter((decision) => decision.sql !== decision.rule)).toEqual([]);
    // The grid reaches both answers, and each limit on its own: the type's, the venue's, the exempt type's.
    expect(decisions.filter((decision) => decision.rule).length).toBeGreaterThan(10);
    expect(decisions.filter((decision) => !decision.rule).length).toBeGreaterThan(10);

    const one = (variantId: string, unitPrice: number) => [{ variantId, quantity: 1, unitPrice }];
    expect(await passes(one(standard, 1000)), 'at its price').toBe(true);
    expect(await passes(one(standard, 900)), 'at a price the date no longer has').toBe(false);
    const otherVariant = other.variants[0]!.id as string;
    expect(await passes(one(otherVariant, 1500)), 'a ticket type of another date').toBe(false);
    expect(await passes([...one(standard, 1000), ...one(standard, 1000)]), 'a ticket type twice').toBe(false);
  });
});
