import { ACCOUNTS } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { mainMenu } from '../../support/sign-in';

// The FAQ is read-only and open to every signed-in user: door staff see the same text as the organiser.

test('[FAQ] the Organiser tab states the ticket fee, free tickets, booking fees and the hub commission', async ({
  apiAs,
  pageAs,
}) => {
  const page = await pageAs(await apiAs(ACCOUNTS.door));
  await page.goto('/');

  await mainMenu(page).getByRole('link', { name: 'FAQ' }).click();

  await expect(page).toHaveURL(/\/faq\/organizer$/);
  await expect(page.getByRole('tab', { name: 'Organiser' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('a fee of 0.99% per ticket, excluding VAT');
  await expect(panel).toContainText('There is no fee on free tickets');
  await expect(panel).toContainText('There are no booking fees');
  await expect(panel).toContainText('A commission of 11.99% ex VAT applies to tickets sold through the hub');
});

test('[FAQ] the Client tab has its own address and says there are no booking fees', async ({
  apiAs,
  pageAs,
}) => {
  const page = await pageAs(await apiAs(ACCOUNTS.organiser));
  await page.goto('/faq/organizer');

  await page.getByRole('tab', { name: 'Client' }).click();

  await expect(page).toHaveURL(/\/faq\/client$/);
  await expect(page.getByRole('tab', { name: 'Client' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Where are my tickets?' })).toBeVisible();
  await expect(panel).toContainText('There are no booking fees');
  await expect(panel).not.toContainText('0.99%');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Client' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Organiser' }).click();
  await expect(page).toHaveURL(/\/faq\/organizer$/);
  await expect(page.getByRole('tabpanel')).toContainText('0.99% per ticket, excluding VAT');
});

test('[FAQ] /faq and an unknown tab open the Organiser tab', async ({ apiAs, pageAs }) => {
  const page = await pageAs(await apiAs(ACCOUNTS.admin));

  for (const path of ['/faq', '/faq/nonsense']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/faq\/organizer$/);
    await expect(page.getByRole('tab', { name: 'Organiser' })).toHaveAttribute('aria-selected', 'true');
  }
});
