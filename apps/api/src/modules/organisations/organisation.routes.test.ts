import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createMember, createOrganisation, signedInClient, type RoleSet } from '../../../test/fixtures';
import { findOrganisation } from './organisation.repository';

let testApp: TestApp;
let organizationId: string;
let otherOrganizationId: string;

const validAddress = {
  country: 'United Kingdom',
  city: 'London',
  line1: '1 Main Street',
  line2: '',
  postCode: 'E1 6AN',
};
const validDetails = {
  phone: '+447700900123',
  email: 'box@riverside.example',
  description: 'Live music',
  address: validAddress,
  emailNotifications: true,
};

beforeAll(async () => {
  testApp = await startTestApp();
  organizationId = await createOrganisation(testApp.db, 'Home Organiser');
  otherOrganizationId = await createOrganisation(testApp.db, 'Somebody Else');
});
afterAll(() => testApp.close());

type RouteCase = {
  name: string;
  method: 'GET' | 'POST';
  url: (guid: string) => string;
  body?: unknown;
  allowed: RoleSet[];
};

const ALL_ROLES: RoleSet[] = ['master', 'masterWithoutControl', 'admin', 'controller'];
const ROUTES: RouteCase[] = [
  {
    name: 'read details',
    method: 'GET',
    url: () => '/api/client/organization-details',
    allowed: ['master', 'masterWithoutControl'],
  },
  {
    name: 'save settings',
    method: 'POST',
    url: () => '/api/client/organization-details/update',
    body: validDetails,
    allowed: ['master'],
  },
  {
    name: 'set analytics id',
    method: 'POST',
    url: () => '/api/client/organization-details/update',
    body: { tagManagerId: 'gtm-ab12cd34' },
    allowed: ['master', 'masterWithoutControl'],
  },
  {
    name: 'create organiser',
    method: 'POST',
    url: () => '/api/client/manage-org/org/create',
    body: { name: 'New One', avatarUrl: null },
    allowed: ['master'],
  },
  {
    name: 'rename',
    method: 'POST',
    url: (guid) => `/api/client/manage-org/org/${guid}/name`,
    body: { name: 'Renamed' },
    allowed: ['master'],
  },
  {
    name: 'remove logo',
    method: 'POST',
    url: (guid) => `/api/client/manage-org/org/${guid}/image`,
    body: { avatarUrl: null },
    allowed: ['master'],
  },
  {
    name: 'read promotion',
    method: 'GET',
    url: () => '/api/client/shop-admin-hub/get-is-promoted',
    allowed: ['master', 'masterWithoutControl'],
  },
  {
    name: 'enable promotion',
    method: 'POST',
    url: () => '/api/client/shop-admin-hub/enable-shop-promotion',
    body: { settings: { oneLineDescription: 'Come along' } },
    allowed: ['master', 'masterWithoutControl'],
  },
  {
    name: 'disable promotion',
    method: 'POST',
    url: () => '/api/client/shop-admin-hub/disable-shop-promotion',
    body: {},
    allowed: ['master', 'masterWithoutControl'],
  },
  {
    name: 'switch organiser',
    method: 'POST',
    url: (guid) => `/api/client/manage-org/org/switch/${guid}`,
    body: {},
    allowed: ALL_ROLES,
  },
  { name: 'read user', method: 'GET', url: () => '/api/client/user', allowed: ALL_ROLES },
];

describe.each(ROUTES)('$method $name', (route) => {
  const send = (
    client: ReturnType<TestApp['client']>,
    guid = organizationId,
    options: { csrf?: boolean } = {},
  ) =>
    client.request(route.method, route.url(guid), {
      body: route.method === 'POST' ? route.body : undefined,
      ...options,
    });

  it('answers 401 when signed out', async () => {
    const response = await send(testApp.client());
    expect(response.status).toBe(401);
  });

  it.each(ALL_ROLES)('lets %s in only if §6 allows it', async (roleSet) => {
    const client = await signedInClient(testApp, organizationId, roleSet);
    const response = await send(client);
    expect(response.status, JSON.stringify(response.body)).toBe(route.allowed.includes(roleSet) ? 200 : 403);
  });

  if (route.method === 'POST') {
    it('answers 403 without the CSRF token and changes nothing', async () => {
      const client = await signedInClient(testApp, organizationId, 'master');
      const before = await findOrganisation(testApp.db, organizationId);
      const response = await send(client, organizationId, { csrf: false });
      expect(response.status).toBe(403);
      expect(await findOrganisation(testApp.db, organizationId)).toEqual(before);
    });
  }

  if (route.url('GUID').includes('GUID')) {
    it("answers 404 for another organiser's guid and for a malformed one", async () => {
      const client = await signedInClient(testApp, organizationId, 'master');
      expect((await send(client, otherOrganizationId)).status).toBe(404);
      expect((await send(client, 'not-a-guid')).status).toBe(404);
    });
  }
});

describe('organiser settings', () => {
  it('saves the details and answers them back', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const saved = await client.post('/api/client/organization-details/update', validDetails);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      guid: organizationId,
      phone: '+447700900123',
      email: 'box@riverside.example',
      address: { ...validAddress, line2: null },
      emailNotifications: true,
      qrLink: `${testApp.baseUrl}/o/${organizationId}`,
    });
  });

  it.each([
    [{ ...validDetails, phone: '07700900123' }, 'phone', 'Incorrect phone format'],
    [{ ...validDetails, phone: '+4477009001' }, 'phone', 'Incorrect phone format'],
    [{ ...validDetails, email: 'not-an-email' }, 'email', 'Incorrect email format'],
    [{ ...validDetails, email: 'Box <box@riverside.example>' }, 'email', 'Incorrect email format'],
    [{ ...validDetails, email: 'box@riverside.example>' }, 'email', 'Incorrect email format'],
    [
      { ...validDetails, address: { ...validAddress, country: ' ' } },
      'address.country',
      'Country is required',
    ],
    [{ ...validDetails, address: { ...validAddress, city: '' } }, 'address.city', 'City is required'],
    [{ ...validDetails, address: { ...validAddress, line1: '' } }, 'address.line1', 'Line 1 is required'],
    [
      { ...validDetails, address: { ...validAddress, postCode: undefined } },
      'address.postCode',
      'Post code is required',
    ],
    [{ tagManagerId: 'GTM-123' }, 'tagManagerId', 'Incorrect Google Tag Manager ID format'],
    [{ tagManagerId: 'GTM-ABCDEFGHIJ' }, 'tagManagerId', 'Incorrect Google Tag Manager ID format'],
    [{ emailNotifications: 'yes' }, 'emailNotifications', expect.any(String)],
  ])('refuses %j with the field message and changes nothing', async (body, field, message) => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const before = await findOrganisation(testApp.db, organizationId);
    const response = await client.post('/api/client/organization-details/update', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toEqual(message);
    expect(await findOrganisation(testApp.db, organizationId)).toEqual(before);
  });

  it('accepts both readings of the analytics id, upper-cased, and blank clears it', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    for (const [given, stored] of [
      ['gtm-ab12cd34', 'GTM-AB12CD34'],
      ['abcde12345', 'ABCDE12345'],
      ['', null],
    ] as const) {
      const response = await client.post('/api/client/organization-details/update', { tagManagerId: given });
      expect(response.status).toBe(200);
      expect(response.body.tagManagerId).toBe(stored);
    }
  });

  it('answers an empty update with the details unchanged', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    await client.post('/api/client/organization-details/update', validDetails);
    const before = await findOrganisation(testApp.db, organizationId);
    for (const empty of [{}, { unknownField: 'ignored' }]) {
      const response = await client.post('/api/client/organization-details/update', empty);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        phone: validDetails.phone,
        description: validDetails.description,
      });
    }
    expect(await findOrganisation(testApp.db, organizationId)).toEqual(before);
  });

  it('refuses a blank organiser name with the spec message', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const response = await client.post(`/api/client/manage-org/org/${organizationId}/name`, { name: '  ' });
    expect(response.status).toBe(400);
    expect(response.body.errors.name).toBe('Organizer name is required');
  });
});

describe('organisers of a user', () => {
  it('creates an organiser, makes the creator its ROLE_MASTER and switches to it', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const created = await client.post('/api/client/manage-org/org/create', {
      name: 'Second Stage',
      avatarUrl: null,
    });
    expect(created.status).toBe(200);
    const user = (await client.get('/api/client/user')).body;
    expect(user.currentOrg).toEqual({ guid: created.body.guid, name: 'Second Stage' });
    expect(user.permissions).toEqual(['ROLE_MASTER', 'organization.control']);
    expect(user.organizations.map((o: { guid: string }) => o.guid)).toEqual([
      organizationId,
      created.body.guid,
    ]);

    const switched = await client.post(`/api/client/manage-org/org/switch/${organizationId}`, {});
    expect(switched.status).toBe(200);
    expect((await client.get('/api/client/user')).body.currentOrg.guid).toBe(organizationId);
  });

  it('refuses a blank name for a new organiser', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const response = await client.post('/api/client/manage-org/org/create', { name: '', avatarUrl: null });
    expect(response.status).toBe(400);
    expect(response.body.errors.name).toBe('Organizer name is required');
  });

  it('keeps each organiser to its own data', async () => {
    const client = await signedInClient(testApp, otherOrganizationId, 'master');
    await client.post('/api/client/organization-details/update', { ...validDetails, description: 'Theirs' });
    const mine = await signedInClient(testApp, organizationId, 'master');
    expect((await mine.get('/api/client/organization-details')).body.description).not.toBe('Theirs');
  });

  it('gives a member of two organisers the roles of the current one', async () => {
    const { email, userId } = await createMember(testApp.db, organizationId, 'controller');
    await testApp.db
      .insertInto('memberships')
      .values({
        organization_id: otherOrganizationId,
        user_id: userId,
        roles: ['ROLE_admin'],
        permissions: [],
      })
      .execute();
    const client = testApp.client();
    await client.login(email, 'correct horse battery');
    expect((await client.get('/api/client/user')).body.permissions).toEqual(['ROLE_controller']);
    await client.post(`/api/client/manage-org/org/switch/${otherOrganizationId}`, {});
    expect((await client.get('/api/client/user')).body.permissions).toEqual(['ROLE_admin']);
  });
});

describe('promotion', () => {
  it('enables with a description and disables', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const enabled = await client.post('/api/client/shop-admin-hub/enable-shop-promotion', {
      settings: { oneLineDescription: 'Best gigs in town' },
    });
    expect(enabled.body).toEqual({ isEnabled: true, settings: { oneLineDescription: 'Best gigs in town' } });
    const disabled = await client.post('/api/client/shop-admin-hub/disable-shop-promotion', {});
    expect(disabled.body.isEnabled).toBe(false);
    expect((await client.get('/api/client/shop-admin-hub/get-is-promoted')).body.isEnabled).toBe(false);
  });

  it.each([
    [{ settings: { oneLineDescription: '' } }, 'Description is required'],
    [{ settings: {} }, 'Description is required'],
    [{ settings: { oneLineDescription: 'x'.repeat(101) } }, 'Description must be at most 100 characters'],
  ])('refuses %j', async (body, message) => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const response = await client.post('/api/client/shop-admin-hub/enable-shop-promotion', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please fill all the required fields');
    expect(response.body.errors['settings.oneLineDescription']).toBe(message);
  });
});

describe('public organiser page', () => {
  it('answers the public details without sign-in and 404 for an unknown guid', async () => {
    const client = testApp.client();
    const page = await client.get(`/api/public/organization/${organizationId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ guid: organizationId });
    expect(page.body).not.toHaveProperty('phone');
    expect((await client.get('/api/public/organization/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});
