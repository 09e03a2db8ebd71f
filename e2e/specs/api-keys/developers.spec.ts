import { expect, test } from '../../support/fixtures';
import { expectNoSeriousViolations } from '../../support/axe';
import { toast } from '../../support/ui';
import { WIDTHS } from '../../support/viewports';

// Issue 29 §1: Settings › Developers makes an API key with scopes, shows it once, and revokes it.

for (const { name: width, context } of WIDTHS) {
  test(`[API_KEYS] an organiser makes a key, copies it once, uses it and revokes it (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
    request,
  }) => {
    // Two axe runs on a shared 2-core machine.
    test.setTimeout(90_000);
    const api = await apiAsNewMerchant();
    const page = await pageAs(api, context);
    await page.goto('/developers');
    await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill('Door system');
    await dialog.getByLabel(/events:read/).check();
    await dialog.getByLabel(/check-in:write/).check();
    await expectNoSeriousViolations(page, 'the new key dialog');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(toast(page, 'The key was created. Copy it now: you will not see it again.')).toBeVisible();
    await expect(page.getByText('Copy it now: you will not see it again.', { exact: true })).toBeVisible();
    const key = await page.getByLabel('Your API key').inputValue();
    expect(key).toMatch(/^usk_[0-9A-Za-z]{32}$/);
    await expect(page.getByRole('button', { name: 'Copy key' })).toBeVisible();

    const events = await request.get('/api/v1/events', { headers: { authorization: `Bearer ${key}` } });
    expect(events.status()).toBe(200);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByLabel('Your API key')).toHaveCount(0);
    await expect(page.getByText('usk_' + key.slice(4, 8) + '…')).toBeVisible();
    await expectNoSeriousViolations(page, 'the Developers page');
    const box = await page.getByRole('button', { name: 'Revoke Door system' }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await page.getByRole('button', { name: 'Revoke Door system' }).click();
    await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'The key was revoked: requests with it are refused from now on.')).toBeVisible();
    await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
    const refused = await request.get('/api/v1/events', { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
  });
}
