import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app';
import { createOrganisation, signedInClient } from './fixtures';
import { createActivityWithDate } from './activity-fixtures';
import type { TestClient } from './test-client';
import { createApiKey } from './api-key-fixtures';

/**
 * Every route of the OpenAPI document that takes a JSON body, a query or path parameters gets generated bad
 * input: wrong types, control characters, lone surrogates, huge strings, deep nesting, repeated list entries,
 * extra fields, broken percent-encoding. Whatever comes, the answer is never 5xx, a 4xx is `{ message, errors? }`,
 * and a refused request leaves every table as it was.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  enum?: unknown[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Route = { method: 'GET' | 'POST'; path: string; operation: Operation };

/** Tables whose rows a refused request must leave alone. Sessions (their last-seen time moves on every request) and
 * sign-in attempts (a wrong password is counted by design) are left out. */
const WATCHED_TABLES = [
  'users',
  'organizations',
  'memberships',
  'app_secrets',
  'uploads',
  'activities',
  'events',
  'ticket_variants',
  'reservations',
  'orders',
  'tickets',
  'check_in_requests',
  'check_in_log',
  'outbox_messages',
  'mailing_lists',
  'mailing_list_receivers',
  'api_keys',
  'webhooks',
  'webhook_messages',
  'webhook_attempts',
];

let testApp: TestApp;
let master: TestClient;
let routes: Route[];
let pathValues: Record<string, string>;
/** The API key `/api/v1` routes are fuzzed with (a cookie is ignored there). */
let apiKey: string;

beforeAll(async () => {
  testApp = await startTestApp();
  const organizationId = await createOrganisation(testApp.db);
  master = await signedInClient(testApp, organizationId, 'master');
  const { activity, event, variants } = await createActivityWithDate(master);
  await master.post(`/api/client/activity/${activity.id}/publish`);
  const order = await master.post('/api/client/order/free', {
    phoneNumber: '07700 900123',
    fullName: 'Mary Seacole',
    email: 'mary@example.test',
    customField1: 'Vegetarian',
    items: [{ identity: variants[0].id, quantity: 1 }],
  });
  const ticketId: string = order.body.tickets[0].ticketExternalId;
  const list = await master.post('/api/client/mailing-lists/create-mailing-list', {
    mailingList: { name: 'Fuzz', receivers: [{ email: 'mary@example.test', phone: null }] },
  });
  const listId: string = list.body.id;
  const receivers = await master.get(`/api/client/mailing-lists/get-my-mailing-list/${listId}`);
  const revokable = await createApiKey(master);
  apiKey = (await createApiKey(master)).key;
  pathValues = {
    activity: activity.id,
    event: event.id,
    'ticket-variant': variants[0].id,
    eventId: event.id,
    guid: organizationId,
    externalId: ticketId,
    ticketId,
    code: 'NotARealCheckInCode',
    listId,
    receiverId: receivers.body.receivers[0].id,
    'get-my-mailing-list': listId,
    'api-keys': revokable.id,
  };
  const document = (await master.get('/api/docs/json')).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, operation]) => ({ method: method.toUpperCase() as Route['method'], path, operation }))
      .filter(
        ({ operation }) =>
          (operation.parameters ?? []).some((p) => p.in !== 'header') || !!operation.requestBody,
      ),
  );
});
afterAll(() => testApp.close());

// ---- What bad input looks like ----

const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u001f',
  '\u007f',
  '\uD800',
  '\uDFFF',
);
/** A string no text field accepts: a control character or lone surrogate inside, or far too long. */
const badString = fc.oneof(
  fc
    .tuple(fc.string({ unit: 'binary', maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 }))
    .map((parts) => parts.join('')),
  fc.integer({ min: 100_000, max: 140_000 }).map((length) => 'é'.repeat(length)),
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const deepNesting = fc.integer({ min: 100, max: 2000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { nested: value };
  return value;
});
const badValue = fc.oneof(badString, wrongType, deepNesting);
const repeated = <T>(entry: fc.Arbitrary<T>) =>
  fc.tuple(entry, fc.integer({ min: 2, max: 300 })).map(([value, count]) => Array(count).fill(value));

/** A value of the right type and shape, so that a bad one beside it is the only thing wrong. */
function plausibleFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema?.anyOf ?? schema?.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => plausibleFor(alternative, depth)));
  if (schema?.enum) return fc.constantFrom(...schema.enum);
  const instant = fc.date({ noInvalidDate: true, min: new Date('2030-01-01'), max: new Date('2031-01-01') });
  if (schema?.format === 'uuid') return fc.uuid();
  if (schema?.format === 'date-time') return instant.map((date) => date.toISOString());
  if (schema?.format === 'date') return instant.map((date) => date.toISOString().slice(0, 10));
  if (schema?.properties && depth < 3) return shaped(schema.properties, depth);
  if (schema?.items && depth < 3) return fc.array(plausibleFor(schema.items, depth + 1), { maxLength: 3 });
  const type = [schema?.type].flat()[0];
  if (type === 'integer' || type === 'number') return fc.integer({ min: 0, max: 100 });
  if (type === 'boolean') return fc.boolean();
  if (type === 'null') return fc.constant(null);
  return fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 });
}

/** An object with the schema's fields, each plausible or bad or left out, plus a few fields nobody asked for. */
function shaped(properties: Record<string, Schema>, depth: number): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, field]) => [
      name,
      fc.oneof(badFor(field, depth + 1), plausibleFor(field, depth + 1)),
    ]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), badValue, { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Bad input shaped like the schema, so checks deep inside (an address line, a list item) are reached too. */
function badFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema?.anyOf ?? schema?.oneOf;
  if (alternatives && depth < 3)
    return fc.oneof(...alternatives.map((alternative) => badFor(alternative, depth)));
  if (schema?.properties && depth < 3) return fc.oneof(badValue, shaped(schema.properties, depth));
  if (schema?.items && depth < 3) return fc.oneof(badValue, repeated(badFor(schema.items, depth + 1)));
  return badValue;
}

// ---- A NUL in each text field in turn, everything else valid: reached however small the random budget ----

const NUL_TEXT = 'Fuzz\u0000';
const nonNull = (schema: Schema | undefined) =>
  (schema?.anyOf ?? schema?.oneOf)?.find((alternative) => alternative.type !== 'null') ?? schema;

/** Where the schema holds text: dotted paths, `[]` for a list item. */
function textFields(schema: Schema | undefined, at: string[] = []): string[][] {
  const actual = nonNull(schema);
  if (actual?.properties) {
    return Object.entries(actual.properties).flatMap(([name, field]) => textFields(field, [...at, name]));
  }
  if (actual?.items) return textFields(actual.items, [...at, '[]']);
  const isText = [actual?.type].flat().includes('string') && !actual?.format && !actual?.enum;
  return isText ? [at] : [];
}

/** A valid-looking value for the schema, with NUL_TEXT at `target`; ids are the fixtures' own. */
function exampleWithNul(schema: Schema | undefined, target: string[] | null, name = ''): unknown {
  const actual = nonNull(schema);
  if (actual?.properties) {
    return Object.fromEntries(
      Object.entries(actual.properties).map(([field, fieldSchema]) => [
        field,
        exampleWithNul(fieldSchema, target?.[0] === field ? target.slice(1) : null, field),
      ]),
    );
  }
  if (actual?.items)
    return [exampleWithNul(actual.items, target?.[0] === '[]' ? target.slice(1) : null, name)];
  if (target?.length === 0) return NUL_TEXT;
  if (actual?.enum) return actual.enum[0];
  if (actual?.format === 'uuid') {
    if (/activity/i.test(name)) return pathValues.activity;
    return name === 'identity' ? pathValues['ticket-variant'] : pathValues.event;
  }
  if (actual?.format === 'date-time') return '2030-06-01T19:00:00.000Z';
  if (actual?.format === 'date') return '2030-06-01';
  const type = [actual?.type].flat()[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  return /phone/i.test(name) ? '07700 900123' : /mail/i.test(name) ? 'fuzz@example.test' : 'Fuzz';
}

const nulExamples = (schema: Schema | undefined): [unknown][] =>
  textFields(schema).map((target) => [exampleWithNul(schema, target)]);

const body = (schema: Schema | undefined) =>
  fc.oneof(
    { arbitrary: badFor(schema), weight: 4 },
    { arbitrary: fc.oneof(wrongType, badString, deepNesting), weight: 1 },
  );

/** Percent-encodes anything, lone surrogates included (as their three raw bytes, which no decoder accepts). */
function percentEncode(value: string): string {
  let encoded = '';
  for (const character of value) {
    const code = character.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(character);
  }
  return encoded;
}
const brokenEncoding = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%80',
  '%FF',
  '%00',
  '%ED%A0%80',
  '..%2F..',
);
const badUrlPart = fc.oneof(
  badString.map(percentEncode),
  brokenEncoding,
  fc.string({ maxLength: 300 }).map(percentEncode),
);

function queryFor(parameters: Parameter[]) {
  const names = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const pairs = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 }).map(percentEncode)), badUrlPart),
    { minLength: 1, maxLength: 6 },
  );
  // A name given twice arrives as a list.
  return fc
    .tuple(pairs, fc.constantFrom(...names), fc.integer({ min: 0, max: 3 }))
    .map(([given, repeatedName, times]) =>
      [
        ...given.map(([name, value]) => `${name}=${value}`),
        ...Array.from({ length: times }, (_, index) => `${repeatedName}=${index}`),
      ].join('&'),
    );
}

// ---- Sending it and checking the answer ----

function urlOf(route: Route, badParameter?: { name: string; value: string }) {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (badParameter?.name === name) return badParameter.value;
    const segment = /\/([\w-]+)\/\{id\}/.exec(route.path)?.[1];
    return name === 'id' && segment ? pathValues[segment]! : pathValues[name]!;
  });
}

async function snapshot(): Promise<string> {
  const parts = [];
  for (const table of WATCHED_TABLES) {
    const { rows } = await sql<{ rows: number; digest: string | null }>`
      select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest
      from ${sql.table(table)} t`.execute(testApp.db);
    parts.push(`${table}:${rows[0]?.rows}:${rows[0]?.digest}`);
  }
  return parts.join(' ');
}

let lastSnapshot: string;

async function send(client: TestClient | null, method: string, url: string, jsonBody?: unknown) {
  const headers: Record<string, string> = {};
  if (url.startsWith('/api/v1/')) headers.authorization = `Bearer ${apiKey}`;
  if (client) {
    headers.cookie = client.cookieHeader();
    if (method !== 'GET') headers['x-csrf-token'] = client.csrfToken ?? '';
  }
  let body: string | undefined;
  if (jsonBody !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(jsonBody);
  }
  const response = await fetch(`${testApp.baseUrl}${url}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  const where = `${method} ${url.slice(0, 200)}`;
  expect(response.status, `${where} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), where).toMatch(/^application\/json/);
    const answer = JSON.parse(text) as Record<string, unknown>;
    expect(
      Object.keys(answer).filter((key) => key !== 'message' && key !== 'errors'),
      where,
    ).toEqual([]);
    expect(typeof answer.message, where).toBe('string');
    if (answer.errors !== undefined) {
      expect(
        Object.values(answer.errors as object).every((value) => typeof value === 'string'),
        where,
      ).toBe(true);
    }
    expect(await snapshot(), `${where} changed data while answering ${response.status}`).toBe(lastSnapshot);
  } else {
    await afterAcceptedRequest?.();
    lastSnapshot = await snapshot();
  }
}

/** Puts back what an accepted request may have moved that later requests rely on (the master's organiser). */
let afterAcceptedRequest: (() => Promise<unknown>) | null = null;

/** Runs every generated input of every route; a failure names the route and, once shrunk, the input. */
async function fuzz(selected: Route[], client: () => TestClient | null, runs: number) {
  lastSnapshot = await snapshot();
  for (const route of selected) {
    const parameters = route.operation.parameters ?? [];
    const schema = route.operation.requestBody?.content?.['application/json']?.schema;
    const options = { numRuns: runs, endOnFailure: true };
    if (route.operation.requestBody) {
      await fc.assert(
        fc.asyncProperty(body(schema), (value) => send(client(), route.method, urlOf(route), value)),
        { ...options, examples: nulExamples(schema) },
      );
    }
    if (parameters.some((p) => p.in === 'query')) {
      await fc.assert(
        fc.asyncProperty(queryFor(parameters), (query) =>
          send(client(), route.method, `${urlOf(route)}?${query}`),
        ),
        options,
      );
    }
    for (const parameter of parameters.filter((p) => p.in === 'path')) {
      await fc.assert(
        fc.asyncProperty(badUrlPart, (value) =>
          send(client(), route.method, urlOf(route, { name: parameter.name, value })),
        ),
        { ...options, examples: [[percentEncode(NUL_TEXT)]] },
      );
    }
  }
}

const isApiKeyRoute = (route: Route) => route.path.startsWith('/api/v1/');

const isPublicOrAuth = (route: Route) =>
  route.path.startsWith('/api/public/') ||
  route.path.startsWith('/api/auth/') ||
  route.path.startsWith('/s/');

describe('generated bad input on every route', () => {
  it('never breaks a signed-in master’s routes nor changes data when refused', async () => {
    const signedIn = routes.filter((route) => !isPublicOrAuth(route) && !isApiKeyRoute(route));
    expect(signedIn.length).toBeGreaterThan(20);
    afterAcceptedRequest = () => master.post(`/api/client/manage-org/org/switch/${pathValues.guid}`);
    await fuzz(signedIn, () => master, 6);
    afterAcceptedRequest = null;
  }, 120_000);

  it('never breaks the /api/v1 routes called with an API key, nor changes data when refused', async () => {
    const keyed = routes.filter(isApiKeyRoute);
    expect(keyed.length).toBe(4);
    // The key's first use is recorded (lastUsedAt), then not again within the minute the fuzzing takes.
    await fetch(`${testApp.baseUrl}/api/v1/events`, { headers: { authorization: `Bearer ${apiKey}` } });
    await fuzz(keyed, () => null, 8);
  }, 120_000);

  it('never breaks the public and sign-in routes, signed out', async () => {
    const anonymous = testApp.client();
    await anonymous.refreshSession();
    const open = routes.filter(isPublicOrAuth);
    expect(open.map((route) => route.path)).toEqual(expect.arrayContaining(['/api/auth/login']));
    await fuzz(open, () => anonymous, 8);
  }, 120_000);
});
