import { ACCOUNTS } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { mainMenu, signIn, signOut, submitSignIn } from '../../support/sign-in';

test('[AUTH] a wrong password shows "Incorrect email or password"', async ({ page }) => {
  await submitSignIn(page, ACCOUNTS.organiser.email, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(page).toHaveURL(/\/sign-in/);
});

const menus = [
  {
    who: 'the organiser',
    account: ACCOUNTS.organiser,
    links: [
      'Events',
      'Promo codes',
      'Promotion settings',
      'Settings',
      'Developers',
      'Analytics',
      'FAQ',
      'Messages',
    ],
  },
  { who: 'door staff', account: ACCOUNTS.door, links: ['Events', 'FAQ'] },
  { who: 'an admin', account: ACCOUNTS.admin, links: ['Events', 'Promo codes', 'FAQ', 'Messages'] },
];
for (const { who, account, links } of menus) {
  test(`[AUTH] ${who} signs in and sees ${links.join(', ')}`, async ({ page }) => {
    await signIn(page, account.email, account.password);

    await expect(mainMenu(page).getByRole('link')).toHaveText(links);
  });
}

test('[AUTH] signing out returns to the sign-in page', async ({ page }) => {
  await signIn(page, ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);

  await signOut(page);

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('[AUTH] a session ended on the server sends the browser back to sign-in', async ({ apiAs, browser }) => {
  const api = await apiAs(ACCOUNTS.admin);
  expect((await api.get('/api/client/user')).email).toBe(ACCOUNTS.admin.email);
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await context.newPage();
  await page.goto('/');
  await expect(mainMenu(page)).toBeVisible();

  await api.post('/api/auth/logout');

  await page.reload();
  await expect(page).toHaveURL(/\/sign-in/);
  await context.close();
});
