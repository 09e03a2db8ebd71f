import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { isPublicAddress, pinWebhookAddress } from './url-guard';

// The URL guard without WEBHOOKS_ALLOW_PRIVATE_URLS: when a webhook is saved (through the route) and when it is
// sent (after the send's own lookup).

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

describe('POST /api/client/webhooks without WEBHOOKS_ALLOW_PRIVATE_URLS', () => {
  it.each([
    ['http://hooks.example.com/usher', MESSAGES.webhookUrlNotHttps],
    ['https://127.0.0.1/hook', MESSAGES.webhookUrlInternal],
    ['https://127.1/hook', MESSAGES.webhookUrlInternal],
    ['https://2130706433/hook', MESSAGES.webhookUrlInternal],
    ['https://10.1.2.3/hook', MESSAGES.webhookUrlInternal],
    ['https://172.16.0.1/hook', MESSAGES.webhookUrlInternal],
    ['https://192.168.1.10/hook', MESSAGES.webhookUrlInternal],
    ['https://169.254.169.254/latest/meta-data', MESSAGES.webhookUrlInternal],
    ['https://100.64.0.1/hook', MESSAGES.webhookUrlInternal],
    ['https://0.0.0.0/hook', MESSAGES.webhookUrlInternal],
    ['https://[::1]/hook', MESSAGES.webhookUrlInternal],
    ['https://[::ffff:127.0.0.1]/hook', MESSAGES.webhookUrlInternal],
    ['https://[fd00::1]/hook', MESSAGES.webhookUrlInternal],
    ['https://[fe80::1]/hook', MESSAGES.webhookUrlInternal],
    ['https://localhost/hook', MESSAGES.webhookUrlInternal],
    ['https://hooks.localhost/hook', MESSAGES.webhookUrlInternal],
  ])('refuses %s with 400 on url, storing nothing', async (url, message) => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const response = await master.post('/api/client/webhooks', { url, events: ['order.paid'] });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, errors: { url: message } });
    expect((await master.get('/api/client/webhooks')).body.webhooks).toEqual([]);
  });

  it('saves a public address, and a name that does not resolve yet', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    for (const url of ['https://93.184.215.14/hook', 'https://not-yet.invalid/hook']) {
      const response = await master.post('/api/client/webhooks', { url, events: ['order.paid'] });
      expect(response.status).toBe(201);
    }
  });
});

describe('the check when sending', () => {
  it('refuses a name that resolves to a loopback address, after its lookup', async () => {
    await expect(pinWebhookAddress('https://localhost:8443/hook', false)).rejects.toThrow(
      MESSAGES.webhookUrlInternal,
    );
    await expect(pinWebhookAddress('https://[::ffff:10.0.0.1]/hook', false)).rejects.toThrow(
      MESSAGES.webhookUrlInternal,
    );
    await expect(pinWebhookAddress('http://93.184.215.14/hook', false)).rejects.toThrow(
      MESSAGES.webhookUrlNotHttps,
    );
  });

  it('pins a public address, and lets anything through with the setting', async () => {
    await expect(pinWebhookAddress('https://93.184.215.14/hook', false)).resolves.toEqual({
      address: '93.184.215.14',
      family: 4,
    });
    await expect(pinWebhookAddress('http://127.0.0.1:9/hook', true)).resolves.toBeNull();
  });

  it('classifies every internal range as not public', () => {
    const internal = ['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.0.1', '169.254.1.1', '100.127.0.1'];
    const more = [
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:192.168.0.1',
    ];
    for (const address of [...internal, ...more]) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
