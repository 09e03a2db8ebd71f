import { expect, test } from '../../support/fixtures';
import { expectFieldError, toast } from '../../support/ui';

// Creating an organiser switches its creator to it, and the current organiser belongs to the user, not the
// session: so this works as a brand-new merchant, never as the demo organiser other tests are looking at.

test('[ORGANISATIONS] Create new organizer in settings refuses an empty name, then creates and switches to it', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const { currentOrg: firstOrg } = await api.get('/api/client/user');
  const page = await pageAs(api);
  await page.goto('/settings');

  await page.getByRole('link', { name: 'Create new organizer' }).click();

  await expect(page).toHaveURL(/\/create-organization$/);
  await expect(page.getByRole('heading', { name: 'Create new organizer', level: 1 })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Name' });
  const create = page.getByRole('button', { name: 'Create', exact: true });

  await create.click();
  await expectFieldError(name, 'Organizer name is required');
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await name.fill('   ');
  await create.click();
  await expectFieldError(name, 'Organizer name is required');
  await expect(page).toHaveURL(/\/create-organization$/);

  const newName = `Second Stage ${Date.now()}`;
  await name.fill(newName);
  await create.click();

  await expect(page).toHaveURL(/\/settings$/);
  const switcher = page.getByRole('banner').getByRole('button', { name: newName });
  await expect(switcher).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(newName);
  await expect(toast(page, 'Organizer name is required')).toHaveCount(0);

  await switcher.click();
  const organisers = page.getByRole('menu').getByRole('menuitem');
  await expect(organisers.filter({ hasText: firstOrg.name })).toBeVisible();
  await expect(organisers.filter({ hasText: newName })).toHaveAttribute('aria-current', 'true');
});

test('[ORGANISATIONS] switching back to the first organiser shows its settings again', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const { currentOrg: firstOrg } = await api.get('/api/client/user');
  const otherName = `Side Room ${Date.now()}`;
  await api.post('/api/client/manage-org/org/create', { name: otherName, avatarUrl: null });
  const page = await pageAs(api);
  await page.goto('/settings');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(otherName);

  await page.getByRole('banner').getByRole('button', { name: otherName }).click();
  await page.getByRole('menuitem', { name: firstOrg.name }).click();

  await expect(page.getByRole('banner').getByRole('button', { name: firstOrg.name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(firstOrg.name);
});
