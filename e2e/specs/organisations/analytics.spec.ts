import { expect, test } from '../../support/fixtures';
import { expectFieldError, toast } from '../../support/ui';

const GOOD_ID = 'GTM-AB12CD34';

test('[ORGANISATIONS] a malformed tag manager id shows "Incorrect Google Tag Manager ID format"', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await page.goto('/analytics');
  const id = page.getByRole('textbox', { name: 'Google Tag Manager ID' });

  for (const wrong of ['GTM-12', 'GTM-AB12CD345678', 'GTM-AB12CD3!']) {
    await id.fill(wrong);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFieldError(id, 'Incorrect Google Tag Manager ID format');
  }
  await expect(toast(page, 'Please fill in all required fields').last()).toBeVisible();
  await expect(toast(page, 'Google Tag Manager ID was set.')).toHaveCount(0);
});

test('[ORGANISATIONS] a good tag manager id is set and lands on the public page only', async ({
  apiAsNewMerchant,
  pageAs,
  request,
}) => {
  const api = await apiAsNewMerchant();
  const { currentOrg } = await api.get('/api/client/user');
  const page = await pageAs(api);
  await page.goto('/analytics');
  const id = page.getByRole('textbox', { name: 'Google Tag Manager ID' });

  await id.fill(GOOD_ID.toLowerCase());
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(toast(page, 'Google Tag Manager ID was set.')).toBeVisible();
  await page.reload();
  await expect(id).toHaveValue(GOOD_ID);

  const publicHtml = await (await request.get(`/o/${currentOrg.guid}`)).text();
  expect(publicHtml).toContain(`'dataLayer','${GOOD_ID}'`);
  expect(publicHtml).toContain(`https://www.googletagmanager.com/ns.html?id=${GOOD_ID}`);
  for (const path of ['/analytics', '/settings', '/']) {
    const dashboardHtml = await (await page.request.get(path)).text();
    expect(dashboardHtml, path).not.toContain(GOOD_ID);
    expect(dashboardHtml, path).not.toContain('googletagmanager');
  }

  // The public page still shows the organiser with the tag manager in it (Google itself is not reachable here).
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  await page.goto(`/o/${currentOrg.guid}`);
  await expect(page.getByRole('heading', { name: currentOrg.name, level: 1 })).toBeVisible();
  expect(await page.content()).toContain(GOOD_ID);
});

test('[ORGANISATIONS] clearing the tag manager id takes the snippet off the public page', async ({
  apiAsNewMerchant,
  pageAs,
  request,
}) => {
  const api = await apiAsNewMerchant();
  const { currentOrg } = await api.get('/api/client/user');
  await api.post('/api/client/organization-details/update', { tagManagerId: GOOD_ID });
  expect(await (await request.get(`/o/${currentOrg.guid}`)).text()).toContain(GOOD_ID);
  const page = await pageAs(api);
  await page.goto('/analytics');
  const id = page.getByRole('textbox', { name: 'Google Tag Manager ID' });
  await expect(id).toHaveValue(GOOD_ID);

  await id.clear();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(toast(page, 'Google Tag Manager ID was set.')).toBeVisible();
  expect(await (await request.get(`/o/${currentOrg.guid}`)).text()).not.toContain('googletagmanager');
});
