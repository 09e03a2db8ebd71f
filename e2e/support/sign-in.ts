import { expect, type Page } from '@playwright/test';

/** Fills and submits the sign-in form; the caller decides what should follow. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the UI and waits for the dashboard's main menu. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await expect(mainMenu(page)).toBeVisible();
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
