import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import type { ApiClient } from '../../support/api';
import { expectNoSeriousViolations, settle } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { londonDaysFromToday, pickDateTime } from '../../support/pickers';
import { waitForInbox } from '../../support/inbox';
import { issueFreeTickets, seedPublishedEvent, type SeededEvent } from '../../support/seed-events';
import { WIDTHS } from '../../support/viewports';

// Issue 9 §4: axe-core on every screen of spec §2 that exists, as the role that sees it, at both widths, with
// no serious or critical violation. Each test seeds its own organiser through the API and walks its screens.

test.describe.configure({ mode: 'parallel' });
// Each test walks up to 9 screens, about a second and a half each with axe's run on a quiet machine and several
// times that on a loaded one: the groups stay short and the limit leaves room.
test.setTimeout(120_000);

type Seeded = { event: SeededEvent; ticketUrl: string; guid: string; promoCodeId: string };

async function seed(api: ApiClient): Promise<Seeded> {
  const event = await seedPublishedEvent(api, {
    name: 'Jazz at the Crypt',
    isFullNameRequired: true,
    customFields: ['Table number'],
    ticketTypes: [
      { name: 'Standard', price: 1250, maxTicketCount: 40 },
      { name: 'VIP', price: 3000, maxTicketCount: 10 },
    ],
  });
  const activity = await api.get(`/api/client/activity/${event.activityId}`);
  await api.post(`/api/client/activity/${event.activityId}/update`, {
    ...activity,
    minAge: 18,
    description:
      '<p>An evening of <strong>jazz</strong>.</p><ul><li>Three sets</li><li>Bar open late</li></ul>',
  });
  await issueFreeTickets(api, event, 'Standard', [
    { fullName: 'Ada Lovelace', email: 'ada@example.com', answers: ['Table 1'], quantity: 2 },
    { fullName: 'Alan Turing', answers: ['Table 2'] },
  ]);
  const { guests } = await api.get(`/api/client/check-in/${event.eventId}/guest-list/`);
  const user = await api.get('/api/client/user');
  const promoCode = await api.post('/api/client/promo', {
    code: 'JAZZ5',
    fixedAmount: 500,
    validUntil: londonDaysFromToday(30, 12).toUTC().toISO(),
    appliesAtTicketVariants: [event.ticketTypeIds.VIP],
    maxUses: 20,
  });
  return {
    event,
    ticketUrl: new URL(guests[0].ticketUrl).pathname,
    guid: user.currentOrg.guid,
    promoCodeId: promoCode.id,
  };
}

async function checkScreens(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    await expectNoSeriousViolations(page, path);
  }
}

const organiserScreens = ({ event, promoCodeId }: Seeded) => {
  const activity = `/activity/${event.activityId}`;
  return {
    events: [
      '/',
      '/?mode=past',
      '/activity/create',
      `${activity}/edit`,
      `${activity}/manage`,
      `${activity}/event/create`,
      `${event.path}/edit`,
      `${event.path}/ticket/create`,
      `${event.path}/ticket/${event.ticketTypeIds.Standard}/edit`,
    ],
    door: [
      `${event.path}/free-cash-tickets`,
      `${event.path}/check-in`,
      `${event.path}/check-in/scan-qr`,
      `${event.path}/check-in/guests`,
    ],
    settings: [
      '/settings',
      '/create-organization',
      '/analytics',
      '/promotion-settings',
      '/faq/organizer',
      '/faq/client',
    ],
    'codes and messages': [
      '/codes',
      '/codes/create',
      `/codes/${promoCodeId}`,
      '/messages',
      '/messages/send-message',
      '/messages/manage-lists',
    ],
  };
};

for (const { name: width, context } of WIDTHS) {
  for (const group of ['events', 'door', 'settings', 'codes and messages'] as const) {
    test(`[ACCESSIBILITY] the organiser's ${group} screens have no serious axe violation (${width})`, async ({
      apiAsNewMerchant,
      pageAs,
    }) => {
      const api = await apiAsNewMerchant();
      const seeded = await seed(api);
      await checkScreens(await pageAs(api, context), organiserScreens(seeded)[group]);
    });
  }

  test(`[ACCESSIBILITY] the promo code tree, messages and confirmation, and the public code field (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
    browser,
  }) => {
    const api = await apiAsNewMerchant();
    const { event } = await seed(api);
    const page = await pageAs(api, context);
    await page.goto('/codes/create');
    await settle(page);
    await page.getByRole('radio', { name: 'Chosen ticket types' }).check();
    await page.getByRole('button', { name: 'Dates of Jazz at the Crypt' }).click();
    await page.getByRole('button', { name: /^Ticket types of / }).click();
    await page.getByRole('button', { name: 'Create code', exact: true }).click();
    await expect(page.getByText('Promo code is required')).toBeVisible();
    await expectNoSeriousViolations(page, '/codes/create with the tree open and the messages');
    await page.getByRole('textbox', { name: 'Promo code' }).fill('AXE10');
    await page.getByRole('textbox', { name: 'Discount (%)' }).fill('10');
    await pickDateTime(page, 'Valid until', londonDaysFromToday(30, 12));
    await page.getByLabel('VIP').check();
    await page.getByRole('button', { name: 'Create code', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Create this promo code?' })).toBeVisible();
    await expectNoSeriousViolations(page, '/codes/create with the confirmation open');

    const visitor = await browser.newContext(context);
    try {
      const guest = await visitor.newPage();
      await guest.goto(`/e/${event.eventId}`);
      await settle(guest);
      await guest.getByRole('textbox', { name: 'Promo code' }).fill('NOPE');
      await guest.getByRole('button', { name: 'Apply' }).click();
      await expect(guest.getByText('This code is not valid for this event.')).toBeVisible();
      await expectNoSeriousViolations(guest, `/e/{id} with a refused code`);
      await guest.getByRole('textbox', { name: 'Promo code' }).fill('JAZZ5');
      await guest.getByRole('button', { name: 'Apply' }).click();
      await expect(guest.getByText('JAZZ5 applied')).toBeVisible();
      await expectNoSeriousViolations(guest, `/e/{id} with a code applied`);
    } finally {
      await visitor.close();
    }
  });

  test(`[ACCESSIBILITY] the mailing list screens have no serious axe violation (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    await seed(api);
    const list = await api.post('/api/client/mailing-lists/create-mailing-list', {
      mailingList: { name: 'Friends', receivers: [{ email: 'ada@example.com', phone: '+447700900123' }] },
    });
    await checkScreens(await pageAs(api, context), [
      '/messages/manage-lists',
      '/messages/manage-lists/create',
      `/messages/manage-lists/edit/${list.id}`,
      '/messages/manage-lists/edit/all-guests',
    ]);
  });

  test(`[ACCESSIBILITY] door staff's screens have no serious axe violation (${width})`, async ({
    apiAs,
    pageAs,
  }) => {
    const organiser = await apiAs(ACCOUNTS.organiser);
    const event = await seedPublishedEvent(organiser, {
      name: `Axe door ${width}`,
      ticketTypes: [{ name: 'Standard', price: 900, maxTicketCount: 60 }],
    });
    await issueFreeTickets(organiser, event, 'Standard', [{ fullName: 'Grace Hopper' }]);
    const page = await pageAs(await apiAs(ACCOUNTS.door), context);
    await checkScreens(page, [
      '/',
      `/activity/${event.activityId}/manage`,
      `${event.path}/edit`,
      `${event.path}/check-in`,
      `${event.path}/check-in/guests`,
      `${event.path}/check-in/scan-qr`,
    ]);
  });

  test(`[ACCESSIBILITY] the messaging screens, their dialogs and the unsubscribe page have no serious axe violation (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
    browser,
    baseURL,
  }) => {
    const api = await apiAsNewMerchant();
    const { event } = await seed(api);
    const subject = `Axe ${width} ${Date.now()}`;
    await api.post('/api/client/mailing-lists/create-mailing-list', {
      mailingList: { name: 'Regulars', receivers: [{ email: `axe.${Date.now()}@example.com` }] },
    });
    await api.post('/api/client/mailing/send-email', {
      emails: [`axe.${Date.now()}@example.com`],
      subject,
      content: '<p>Hello</p>',
    });
    await api.post('/api/client/mailing/send-sms', {
      phones: ['+447700900321'],
      content: 'Later',
      scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const page = await pageAs(api, context);
    await checkScreens(page, ['/messages']);

    await page.goto('/messages/send-message');
    await settle(page);
    await page.getByRole('button', { name: 'Show receivers of Regulars' }).click();
    // Nothing is ticked as the screen opens: the guests (who have phones) are.
    await page.getByRole('checkbox', { name: 'All guests', exact: true }).check();
    await page.getByRole('tab', { name: 'Send SMS' }).click();
    await page.getByRole('textbox', { name: 'SMS text' }).fill('Doors at 7');
    await page.getByRole('button', { name: 'Send SMS', exact: true }).click();
    await expect(page.getByTestId('send-cost')).toBeVisible();
    await expectNoSeriousViolations(page, 'send message, confirmation');

    await page.goto(`${event.path}/edit`);
    await settle(page);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByTestId('send-cost')).toBeVisible();
    await expectNoSeriousViolations(page, 'event date, send email');

    const [mail] = await waitForInbox(
      baseURL!,
      (inbox) => inbox.emails.filter((received) => received.subject === subject),
      1,
    );
    const token = mail!.headers['list-unsubscribe']!.match(/unsubscribe\/([^>]+)>/)![1]!;
    const visitor = await browser.newContext(context);
    try {
      await checkScreens(await visitor.newPage(), [`/u/${token}`]);
    } finally {
      await visitor.close();
    }
  });

  test(`[ACCESSIBILITY] the door with guests checked in, the cash screen with a code, the public activity page with prices and 18+, and a checked-in ticket have no moderate, serious or critical axe violation (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
    browser,
  }) => {
    const api = await apiAsNewMerchant();
    const { event } = await seed(api);
    const second = londonDaysFromToday(9, 18);
    const date = await api.post('/api/client/event/', {
      activityId: event.activityId,
      startAt: second.toUTC().toISO(),
      endAt: second.plus({ hours: 2 }).toUTC().toISO(),
      doorsOpenAt: null,
      maxTicketCount: 20,
    });
    await api.post('/api/client/ticket-variant/', {
      eventId: date.id,
      name: 'Open rehearsal',
      price: 0,
      maxTicketCount: 20,
      isAffectEventTicketCount: true,
    });
    // Checked-in guests bring the badges and the per-type progress bars that failed before.
    const { guests } = await api.get(`/api/client/check-in/${event.eventId}/guest-list/`);
    for (const guest of guests.slice(0, 2))
      await api.post(`/api/client/check-in/${event.eventId}/manual-check-in/${guest.ticketExternalId}`);
    const strict = { withModerate: true };

    const page = await pageAs(api, context);
    for (const path of [
      `${event.path}/check-in`,
      `${event.path}/check-in/guests`,
      `${event.path}/check-in/scan-qr`,
    ]) {
      await page.goto(path);
      await settle(page);
      await expectNoSeriousViolations(page, path, strict);
    }
    await page.goto(`${event.path}/free-cash-tickets`);
    await settle(page);
    await page.getByRole('button', { name: 'Add one VIP', exact: true }).click();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('JAZZ5');
    await expect(page.getByText(/^Valid: /)).toBeVisible();
    await expectNoSeriousViolations(page, 'free-cash-tickets with a code', strict);

    const visitor = await browser.newContext(context);
    try {
      const guest = await visitor.newPage();
      for (const path of [`/a/${event.activityId}`, new URL(guests[0].ticketUrl).pathname]) {
        await guest.goto(path);
        await settle(guest);
        await expectNoSeriousViolations(guest, path, strict);
      }
      await expect(guest.getByText('Checked in', { exact: true })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test(`[ACCESSIBILITY] Orders with a paid online order, the shop window and Settings › Payments have no serious axe violation, label-in-name included (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    const { event, guid } = await seed(api);
    // A paid online order: the light "Paid" badge and "Online" beside Refund and Cancel.
    const hold = await api.post(`/api/public/event/${event.eventId}/holds`, {
      items: [{ identity: event.ticketTypeIds.Standard, quantity: 2 }],
    });
    const order = await api.post(`/api/public/holds/${hold.id}/checkout`, {
      email: 'ella@example.com',
      fullName: 'Ella Fitzgerald',
      customField1: 'Table 3',
    });
    await api.post(`/api/public/test-payments/${order.orderId}/pay`);
    const page = await pageAs(api, context);
    for (const path of [`${event.path}/orders`, '/settings', `/o/${guid}`]) {
      await page.goto(path);
      await settle(page);
      await expectNoSeriousViolations(page, path, { withLabelInName: true });
    }
    await page.goto('/settings');
    await expect(page.getByRole('list', { name: 'How payments work' })).toBeVisible();
  });

  test(`[ACCESSIBILITY] sign-in and the public pages have no serious axe violation (${width})`, async ({
    apiAsNewMerchant,
    browser,
  }) => {
    const { event, ticketUrl, guid } = await seed(await apiAsNewMerchant());
    const visitor = await browser.newContext(context);
    try {
      const page = await visitor.newPage();
      await checkScreens(page, [
        '/sign-in',
        `/a/${event.activityId}`,
        `/e/${event.eventId}`,
        ticketUrl,
        `/o/${guid}`,
      ]);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
}
