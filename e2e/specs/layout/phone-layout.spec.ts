import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { seedPublishedEvent } from '../../support/seed-events';
import { DESKTOP, PHONE } from '../../support/viewports';

// Issue 9 §3 "Phone layout", tried on a 360 px phone with touch.

const DESCRIPTION =
  '<p>An evening of jazz.</p><ul><li><p>Three sets</p></li><li>Bar open late</li><li>Free programme</li></ul>' +
  '<p>Doors at seven.</p>';
/** Apple's and Google's smallest comfortable target for a finger. */
const TAP = 44;

async function expectTappable(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.height, `${what} height`).toBeGreaterThanOrEqual(TAP);
  return box;
}

async function expectSquareTappable(target: Locator, what: string) {
  const box = await expectTappable(target, what);
  expect(box.width, `${what} width`).toBeGreaterThanOrEqual(TAP);
}

async function seedActivity(page: Page, api: Parameters<typeof seedPublishedEvent>[0]) {
  const event = await seedPublishedEvent(api, {
    name: 'Jazz at the Crypt',
    daysFromToday: 6,
    ticketTypes: [{ name: 'Standard', price: 1250, maxTicketCount: 40 }],
  });
  const activity = await api.get(`/api/client/activity/${event.activityId}`);
  await api.post(`/api/client/activity/${event.activityId}/update`, {
    ...activity,
    description: DESCRIPTION,
  });
  return event;
}

test('[LAYOUT] the events list on a 360 px phone: first card near the top, no empty image box, readable preview', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const page = await pageAs(api, PHONE);
  await seedActivity(page, api);
  await page.goto('/');

  const card = page.getByRole('article', { name: 'Jazz at the Crypt' });
  await expect(card).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  // It was at y≈630 under three stacked buttons, a floating tab and a wrapped link.
  expect(cardBox.y).toBeLessThan(260);
  expect(cardBox.y + cardBox.height).toBeLessThan(740);
  // One row for the heading and the actions, one for the tabs.
  const heading = (await page.getByRole('heading', { name: 'Events', level: 1 }).boundingBox())!;
  const addNew = (await page.getByRole('link', { name: 'Add New Event' }).boundingBox())!;
  expect(Math.abs(addNew.y + addNew.height / 2 - (heading.y + heading.height / 2))).toBeLessThan(12);
  const future = (await page.getByRole('tab', { name: 'Future Events' }).boundingBox())!;
  const past = (await page.getByRole('tab', { name: 'Past Events' }).boundingBox())!;
  expect(past.y).toBe(future.y);
  expect(past.x - (future.x + future.width)).toBeLessThan(24);

  // No 140 px grey box for an activity without an image: the title is the first thing in the card.
  const title = (await card.getByRole('heading', { name: 'Jazz at the Crypt' }).boundingBox())!;
  expect(title.y - cardBox.y).toBeLessThan(32);

  // The preview keeps its paragraphs and list items on lines of their own, three lines at most.
  const preview = card.getByText(/^An evening of jazz\./);
  await expect(preview).toHaveText(
    'An evening of jazz.\n• Three sets\n• Bar open late\n• Free programme\nDoors at seven.',
  );
  await expect(preview).toHaveCSS('white-space', 'pre-line');
  const lineHeight = parseFloat(await preview.evaluate((element) => getComputedStyle(element).lineHeight));
  const previewBox = (await preview.boundingBox())!;
  expect(previewBox.height).toBeLessThanOrEqual(3 * lineHeight + 1);
  expect(previewBox.height).toBeGreaterThan(2 * lineHeight);

  // The organiser's links and settings are one tap away in the menu.
  await page.getByRole('button', { name: 'Organizer links and settings' }).click();
  for (const item of ['Organizer settings', 'Copy link for sharing', 'Show QR'])
    await expectTappable(page.getByRole('menuitem', { name: item }), item);
});

test('[LAYOUT] every control is at least 44 px on a touch screen: menu, breadcrumbs, checkboxes, editor', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const page = await pageAs(api, PHONE);
  const event = await seedActivity(page, api);

  await page.goto('/');
  await expectSquareTappable(page.getByRole('button', { name: 'Toggle navigation' }), 'menu button');
  await expectSquareTappable(page.getByRole('button', { name: 'Account' }), 'account menu');
  await expectTappable(page.getByRole('link', { name: 'Add New Event' }), 'Add New Event');
  await expectTappable(page.getByRole('tab', { name: 'Past Events' }), 'Past Events tab');
  await expectTappable(page.getByRole('link', { name: 'Manage' }), 'Manage');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const entry of ['Events', 'Promo codes', 'Settings', 'FAQ'])
    await expectTappable(menu.getByRole('link', { name: entry, exact: true }), `menu ${entry}`);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();

  await page.goto(`${event.path}/check-in`);
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link')).toHaveCount(2);
  for (const link of await trail.getByRole('link').all()) await expectTappable(link, 'breadcrumb');
  // The trail stays one line, however long the activity's name.
  expect((await trail.boundingBox())!.height).toBeLessThan(2 * TAP);

  await page.goto(`/activity/${event.activityId}/edit`);
  for (const name of ['Bold', 'Italic', 'Underline', 'Bullet list', 'Ordered list'])
    await expectSquareTappable(page.getByRole('button', { name, exact: true }), `editor ${name}`);
  const checkboxes = page.getByRole('checkbox');
  expect(await checkboxes.count()).toBeGreaterThan(2);
  for (const checkbox of await checkboxes.all()) {
    const label = page.locator(`label[for="${await checkbox.getAttribute('id')}"]`);
    await expectTappable(label, `checkbox ${await label.textContent()}`);
  }
  await expectTappable(page.getByRole('textbox', { name: 'Name', exact: true }), 'Name field');
});

test('[LAYOUT] a desktop with a mouse keeps the compact controls', async ({ apiAsNewMerchant, pageAs }) => {
  const api = await apiAsNewMerchant();
  const page = await pageAs(api, DESKTOP);
  const event = await seedActivity(page, api);
  await page.goto(`/activity/${event.activityId}/edit`);
  const bold = (await page.getByRole('button', { name: 'Bold', exact: true }).boundingBox())!;
  expect(bold.height).toBeLessThan(TAP);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Organizer links and settings' })).toBeHidden();
  for (const name of ['Organizer settings', 'Copy link for sharing', 'Show QR', 'Add New Event'])
    await expect(
      page.getByRole(name === 'Copy link for sharing' || name === 'Show QR' ? 'button' : 'link', { name }),
    ).toBeVisible();
});

test('[LAYOUT] the breadcrumbs on a 360 px phone keep every crumb in sight, however long the names', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: 'An Evening of Chamber Music by Candlelight in the Old Cathedral Crypt',
    ticketTypes: [{ name: 'Standard', price: 1250, maxTicketCount: 40 }],
  });
  const page = await pageAs(api, PHONE);
  await page.goto(`${event.path}/check-in/guests`);
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  const crumbs = trail.locator('a, [aria-current="page"]');
  await expect(crumbs.last()).toBeVisible();
  await page.screenshot({ path: 'e2e/test-results/breadcrumbs-360.png' });
  expect((await trail.boundingBox())!.height).toBeLessThan(2 * TAP);
  for (const crumb of await crumbs.all()) {
    const box = (await crumb.boundingBox())!;
    expect(box.x, `${await crumb.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await crumb.textContent()} ends on screen`).toBeLessThanOrEqual(360);
    // A few letters of each, not a sliver.
    expect(box.width).toBeGreaterThanOrEqual(30);
  }
});
