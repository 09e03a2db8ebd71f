import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { executePrepared } from './prepared-statement';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table prepared_probe (id integer primary key)`.execute(database.db);
});
afterAll(() => database.drop());

const insertProbe = (id: number) =>
  executePrepared(
    database.db,
    'prepared-probe',
    sql<{ id: number }>`insert into prepared_probe (id) values (${id}) returning id`,
  );

const probeIds = async () =>
  (
    await database.db
      .selectFrom('prepared_probe' as never)
      .select(sql<number>`id`.as('id'))
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

describe('a prepared statement', () => {
  it('gives the values an unprepared query gives, on its first run and once prepared', async () => {
    const query = sql`select ${new Date('2026-11-27T12:34:56.789Z')}::timestamptz as at, ${'12.50'}::numeric as amount,
      ${JSON.stringify({ seats: [1, 2], name: 'Ada' })}::jsonb as doc, ${Buffer.from([0, 1, 254])}::bytea as bytes,
      ${true}::boolean as flag, ${null}::text as nothing, ${'2026-11-27'}::date as day, 42::int8 as big,
      array[1, 2]::int[] as list, ${'Lovelace'} as name`;
    const { rows: expected } = await database.db.executeQuery(query.compile(database.db));
    expect(await executePrepared(database.db, 'prepared-values', query)).toEqual(expected);
    expect(await executePrepared(database.db, 'prepared-values', query)).toEqual(expected);
  });

  it('fails with the PostgreSQL error code and constraint, and the next statement runs', async () => {
    await insertProbe(1);
    await expect(insertProbe(1)).rejects.toMatchObject({ code: '23505', constraint: 'prepared_probe_pkey' });
    expect(await insertProbe(2)).toEqual([{ id: 2 }]);
    expect(await probeIds()).toEqual([1, 2]);
  });

  it('runs a query built with Kysely and answers the rows Kysely answers for it', async () => {
    await insertProbe(20);
    await insertProbe(21);
    const query = database.db
      .selectFrom('prepared_probe' as never)
      .select(sql<number>`id`.as('id'))
      .where(sql`id`, '>=', 20)
      .orderBy(sql`id`);
    expect(await executePrepared(database.db, 'prepared-builder', query)).toEqual(await query.execute());
    expect(await executePrepared(database.db, 'prepared-builder', query)).toEqual([{ id: 20 }, { id: 21 }]);
  });

  it('is never part of a transaction another caller has open', async () => {
    let prepared: Promise<unknown> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into prepared_probe (id) values (10)`.execute(trx);
        prepared = insertProbe(11);
        await sleep(50);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await prepared;
    expect(await probeIds()).toContain(11);
    expect(await probeIds()).not.toContain(10);
  });
});
