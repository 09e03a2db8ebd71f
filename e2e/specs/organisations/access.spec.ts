import { ACCOUNTS } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { mainMenu } from '../../support/sign-in';

const NO_ACCESS = 'You do not have access to this page.';

const refused = [
  {
    who: 'door staff',
    account: ACCOUNTS.door,
    paths: ['/settings', '/create-organization', '/analytics', '/promotion-settings'],
  },
  {
    who: 'an admin',
    account: ACCOUNTS.admin,
    paths: ['/settings', '/create-organization', '/analytics', '/promotion-settings'],
  },
];
for (const { who, account, paths } of refused) {
  for (const path of paths) {
    test(`[ORGANISATIONS] ${who} opening ${path} directly sees "${NO_ACCESS}"`, async ({ apiAs, pageAs }) => {
      const page = await pageAs(await apiAs(account));

      await page.goto(path);

      await expect(page.getByText(NO_ACCESS)).toBeVisible();
      await expect(mainMenu(page)).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    });
  }
}
