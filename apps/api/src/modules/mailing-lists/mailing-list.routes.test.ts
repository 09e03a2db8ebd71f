import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { addGuest, receiversOf } from '../../../test/mailing-list-fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const BASE = '/api/client/mailing-lists';
const ann = { email: 'ann@example.test', phone: '+447700900001' };
const bob = { email: 'bob@example.test', phone: null };
const cat = { email: null, phone: '+447700900003' };

async function organiser() {
  const organizationId = await createOrganisation(testApp.db);
  const admin = await signedInClient(testApp, organizationId, 'admin');
  return { organizationId, admin };
}
type Admin = Awaited<ReturnType<typeof organiser>>['admin'];

async function createList(admin: Admin, name: string, receivers: object[]) {
  const response = await admin.post(`${BASE}/create-mailing-list`, { mailingList: { name, receivers } });
  expect(response.status).toBe(200);
  return response.body.id as string;
}

const listCount = async (organizationId: string) =>
  (
    await testApp.db
      .selectFrom('mailing_lists')
      .select('id')
      .where('organization_id', '=', organizationId)
      .execute()
  ).length;

describe('creating a list (§5 Mailing list)', () => {
  it.each([
    [{ name: '', receivers: [ann] }, 'mailingList.name', 'List title is required'],
    [{ name: '   ', receivers: [ann] }, 'mailingList.name', 'List title is required'],
    [{ name: 'Friends', receivers: [] }, 'mailingList.receivers', MESSAGES.mailingListIncomplete],
    [
      { name: 'Friends', receivers: [{ email: null, phone: null }] },
      'mailingList.receivers.0.email',
      'Please add phone or email',
    ],
    [
      { name: 'Friends', receivers: [{ email: '', phone: '+44' }] },
      'mailingList.receivers.0.email',
      'Please add phone or email',
    ],
    [
      { name: 'Friends', receivers: [{ email: 'ann@', phone: null }] },
      'mailingList.receivers.0.email',
      'Incorrect email format',
    ],
    [
      { name: 'Friends', receivers: [{ email: null, phone: '+4477009' }] },
      'mailingList.receivers.0.phone',
      'Incorrect phone format',
    ],
    [
      { name: 'Friends', receivers: [{ email: null, phone: '07700900123' }] },
      'mailingList.receivers.0.phone',
      'Incorrect phone format',
    ],
  ])('refuses %j with the message under the field, saving nothing', async (mailingList, field, message) => {
    const { organizationId, admin } = await organiser();
    const response = await admin.post(`${BASE}/create-mailing-list`, { mailingList });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('You should fill a list name and add at least one receiver');
    expect(response.body.errors[field]).toBe(message);
    expect(await listCount(organizationId)).toBe(0);
  });

  it('counts a bare +44 phone as empty, lower-cases emails and skips duplicates by email or phone', async () => {
    const { admin } = await organiser();
    const response = await admin.post(`${BASE}/create-mailing-list`, {
      mailingList: {
        name: ' Friends ',
        receivers: [
          { email: 'Ann@Example.test', phone: '+44 7700 900001' },
          { email: 'dan@example.test', phone: '+44' },
          { email: 'ann@example.test', phone: null },
          { email: null, phone: '+447700900001' },
          cat,
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ added: 3, duplicates: 2 });
    const list = (await admin.get(`${BASE}/get-my-mailing-list/${response.body.id}`)).body;
    expect(list).toMatchObject({ name: 'Friends', isDefault: false });
    expect(list.receivers.map((r: { email: string; phone: string }) => [r.email, r.phone])).toEqual([
      ['ann@example.test', '+447700900001'],
      ['dan@example.test', null],
      [null, '+447700900003'],
    ]);
    expect(list.receivers[0]).toMatchObject({ id: expect.any(String), checked: true, unsubscribed: false });
  });
});

describe('editing a list', () => {
  it('adds, changes and deletes receivers in place, refusing a duplicate with 409', async () => {
    const { admin } = await organiser();
    const listId = await createList(admin, 'Friends', [ann]);
    const added = await admin.post(`${BASE}/add-receiver/${listId}`, { receiver: bob });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: expect.any(String), email: 'bob@example.test', phone: null });

    const again = await admin.post(`${BASE}/add-receiver/${listId}`, {
      receiver: { email: null, phone: ann.phone },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.receiverDuplicate);

    for (const [receiver, field, message] of [
      [{ email: null, phone: null }, 'receiver.email', 'Please add phone or email'],
      [{ email: 'x@y', phone: null }, 'receiver.email', 'Incorrect email format'],
      [{ email: null, phone: '+44770090012' }, 'receiver.phone', 'Incorrect phone format'],
      [{ email: null, phone: '+44' }, 'receiver.email', 'Please add phone or email'],
    ] as const) {
      const refused = await admin.post(`${BASE}/add-receiver/${listId}`, { receiver });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[field]).toBe(message);
    }

    const changed = await admin.post(`${BASE}/update-receiver/${listId}/${added.body.id}`, {
      receiver: { email: 'bob@example.test', phone: '+447700900002' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.phone).toBe('+447700900002');
    const clash = await admin.post(`${BASE}/update-receiver/${listId}/${added.body.id}`, {
      receiver: { email: ann.email, phone: null },
    });
    expect(clash.status).toBe(409);

    const ids = (await admin.get(`${BASE}/get-my-mailing-list/${listId}`)).body.receivers;
    expect((await admin.post(`${BASE}/delete-receiver/${listId}/${ids[0].id}`)).status).toBe(200);
    expect((await admin.post(`${BASE}/delete-receiver/${listId}/${ids[0].id}`)).status).toBe(404);
    expect(await receiversOf(testApp.db, listId)).toEqual([
      { email: 'bob@example.test', phone: '+447700900002' },
    ]);
  });

  it('renames a list and deletes it', async () => {
    const { admin } = await organiser();
    const listId = await createList(admin, 'Friends', [ann]);
    const blank = await admin.post(`${BASE}/update-mailing-list-info/${listId}`, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.name).toBe('List title is required');
    expect((await admin.post(`${BASE}/update-mailing-list-info/${listId}`, { name: 'Family' })).status).toBe(
      200,
    );
    const lists = (await admin.get(`${BASE}/get-my-mailing-lists`)).body;
    expect(lists.userMailingLists.map((l: { name: string }) => l.name)).toEqual(['Family']);
    expect((await admin.post(`${BASE}/delete-mailing-list/${listId}`)).status).toBe(200);
    expect((await admin.get(`${BASE}/get-my-mailing-list/${listId}`)).status).toBe(404);
    expect(await receiversOf(testApp.db, listId)).toEqual([]);
  });

  it('merges another list, copying only receivers not already present', async () => {
    const { admin } = await organiser();
    const target = await createList(admin, 'Target', [ann, bob]);
    const source = await createList(admin, 'Source', [
      { email: 'ann@example.test', phone: null },
      { email: null, phone: ann.phone },
      cat,
      { email: 'eve@example.test', phone: '+447700900005' },
    ]);
    const merged = await admin.post(`${BASE}/add-list`, { targetListId: target, sourceListId: source });
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({ added: 2, duplicates: 2, invalid: 0 });
    expect((await receiversOf(testApp.db, target)).map((r) => r.email ?? r.phone)).toEqual([
      'ann@example.test',
      'bob@example.test',
      '+447700900003',
      'eve@example.test',
    ]);
    expect(await receiversOf(testApp.db, source)).toHaveLength(4);
    const missing = await admin.post(`${BASE}/add-list`, {
      targetListId: target,
      sourceListId: 'activity-nope',
    });
    expect(missing.status).toBe(404);
  });
});

describe('built-in lists (§3, §6)', () => {
  async function organiserWithGuests() {
    const { organizationId, admin } = await organiser();
    const jazz = await createActivityWithDate(admin);
    const film = await createActivityWithDate(admin);
    const date = (a: typeof jazz) => ({ eventId: a.event.id, variantId: a.variants[0].id });
    // Two orders with the same email are one receiver; a cancelled order makes no guest.
    await addGuest(testApp.db, organizationId, date(jazz), {
      email: 'ann@example.test',
      phone: '+447700900001',
    });
    await addGuest(testApp.db, organizationId, date(jazz), {
      email: 'ANN@example.test',
      phone: '+447700900001',
    });
    await addGuest(testApp.db, organizationId, date(jazz), { email: null, phone: '+447700900002' });
    await addGuest(testApp.db, organizationId, date(film), {
      email: 'ann@example.test',
      phone: '+447700900001',
    });
    await addGuest(
      testApp.db,
      organizationId,
      date(film),
      { email: 'zed@example.test', phone: null },
      'cancelled',
    );
    await testApp.db
      .insertInto('unsubscribes')
      .values({ organization_id: organizationId, address: '+447700900002' })
      .execute();
    return { organizationId, admin, jazz, film };
  }

  it('are computed from the guests: all guests and one per activity, distinct by email and phone', async () => {
    const { admin, jazz, film } = await organiserWithGuests();
    const response = await admin.get(`${BASE}/get-my-mailing-lists`);
    expect(response.status).toBe(200);
    expect(response.body.userMailingLists).toEqual([]);
    const lists = response.body.defaultMailingLists;
    expect(lists.map((l: { id: string }) => l.id).sort()).toEqual(
      ['all-guests', `activity-${jazz.activity.id}`, `activity-${film.activity.id}`].sort(),
    );
    expect(lists[0]).toEqual({
      id: 'all-guests',
      name: 'All guests',
      isDefault: true,
      receivers: [
        { id: null, email: 'ann@example.test', phone: '+447700900001', checked: true, unsubscribed: false },
        { id: null, email: null, phone: '+447700900002', checked: true, unsubscribed: true },
      ],
    });
    const filmList = (await admin.get(`${BASE}/get-my-mailing-list/activity-${film.activity.id}`)).body;
    expect(filmList.name).toBe(film.activity.name);
    expect(filmList.receivers).toHaveLength(1);
  });

  it('say so when the organiser has no guests', async () => {
    const { admin } = await organiser();
    expect((await admin.get(`${BASE}/get-my-mailing-lists`)).body).toEqual({
      userMailingLists: [],
      defaultMailingLists: [],
    });
  });

  it('can be merged into an own list but never written', async () => {
    const { admin } = await organiserWithGuests();
    const own = await createList(admin, 'Mine', [bob]);
    const merged = await admin.post(`${BASE}/add-list`, { targetListId: own, sourceListId: 'all-guests' });
    expect(merged.body).toEqual({ added: 2, duplicates: 0, invalid: 0 });

    const before = (await admin.get(`${BASE}/get-my-mailing-lists`)).body;
    const writes = [
      [`delete-mailing-list/all-guests`, {}],
      [`update-mailing-list-info/all-guests`, { name: 'Mine' }],
      [`add-receiver/all-guests`, { receiver: cat }],
      [`update-receiver/all-guests/${own}`, { receiver: cat }],
      [`delete-receiver/all-guests/${own}`, {}],
      [`add-list`, { targetListId: 'all-guests', sourceListId: own }],
      [`import-from-file/all-guests`, {}],
    ] as const;
    for (const [path, body] of writes) {
      const response = await admin.post(`${BASE}/${path}`, body);
      expect([400, 404], path).toContain(response.status);
    }
    expect((await admin.get(`${BASE}/get-my-mailing-lists`)).body).toEqual(before);
  });
});

describe('permissions and tenancy (§6)', () => {
  it('refuses door staff on every route and lets admins and masters in', async () => {
    const { organizationId, admin } = await organiser();
    const listId = await createList(admin, 'Friends', [ann]);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const routes = [
      ['GET', 'get-my-mailing-lists'],
      ['GET', `get-my-mailing-list/${listId}`],
      ['POST', 'create-mailing-list'],
      ['POST', `delete-mailing-list/${listId}`],
      ['POST', `add-receiver/${listId}`],
      ['POST', `update-receiver/${listId}/${listId}`],
      ['POST', `delete-receiver/${listId}/${listId}`],
      ['POST', 'add-list'],
      ['POST', `import-from-file/${listId}`],
      ['POST', 'read-file'],
      ['POST', `update-mailing-list-info/${listId}`],
    ] as const;
    for (const [method, path] of routes) {
      expect(
        (await door.request(method, `${BASE}/${path}`, method === 'POST' ? { body: {} } : {})).status,
        path,
      ).toBe(403);
    }
    expect(await receiversOf(testApp.db, listId)).toHaveLength(1);
    const master = await signedInClient(testApp, organizationId, 'master');
    expect((await master.get(`${BASE}/get-my-mailing-list/${listId}`)).status).toBe(200);
  });

  it("answers 404 for another organiser's list and receivers, changing nothing", async () => {
    const mine = await organiser();
    const theirs = await organiser();
    const listId = await createList(mine.admin, 'Friends', [ann]);
    const [receiver] = (await mine.admin.get(`${BASE}/get-my-mailing-list/${listId}`)).body.receivers;
    const other = theirs.admin;
    const ownId = await createList(other, 'Theirs', [bob]);
    expect((await other.get(`${BASE}/get-my-mailing-list/${listId}`)).status).toBe(404);
    expect((await other.post(`${BASE}/delete-mailing-list/${listId}`)).status).toBe(404);
    expect((await other.post(`${BASE}/update-mailing-list-info/${listId}`, { name: 'X' })).status).toBe(404);
    expect((await other.post(`${BASE}/add-receiver/${listId}`, { receiver: cat })).status).toBe(404);
    expect(
      (await other.post(`${BASE}/update-receiver/${listId}/${receiver.id}`, { receiver: cat })).status,
    ).toBe(404);
    expect(
      (await other.post(`${BASE}/update-receiver/${ownId}/${receiver.id}`, { receiver: cat })).status,
    ).toBe(404);
    expect((await other.post(`${BASE}/delete-receiver/${ownId}/${receiver.id}`)).status).toBe(404);
    expect((await other.post(`${BASE}/add-list`, { targetListId: ownId, sourceListId: listId })).status).toBe(
      404,
    );
    expect((await other.post(`${BASE}/add-list`, { targetListId: listId, sourceListId: ownId })).status).toBe(
      404,
    );
    expect((await other.get(`${BASE}/get-my-mailing-list/not-a-list`)).status).toBe(404);
    expect(await receiversOf(testApp.db, listId)).toEqual([ann]);
    expect(await receiversOf(testApp.db, ownId)).toEqual([bob]);
  });
});
