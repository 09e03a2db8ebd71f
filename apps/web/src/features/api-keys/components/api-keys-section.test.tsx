import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TApiKey } from '@usher/contract/api-keys';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { ApiKeysSection } from './api-keys-section';

const fetchMock = mockFetch();

const apiKey = (overrides: Partial<TApiKey>): TApiKey => ({
  id: 'k1',
  name: 'Door system',
  scopes: ['events:read', 'check-in:write'],
  keyPrefix: 'usk_AbCd',
  createdAt: '2026-11-01T10:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

const KEY = 'usk_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('ApiKeysSection', () => {
  it('lists each key with its prefix, scopes, dates and status, and Revoke only on live keys', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        apiKeys: [
          apiKey({ lastUsedAt: '2026-11-02T12:00:00Z' }),
          apiKey({ id: 'k2', name: 'Old website', revokedAt: '2026-11-03T09:00:00Z' }),
        ],
      }),
    );
    renderAt('/developers', '/developers', <ApiKeysSection />);
    const door = (await screen.findByText('Door system')).closest('tr, li') as HTMLElement;
    expect(door.textContent).toContain('usk_AbCd…');
    expect(door.textContent).toContain('events:read, check-in:write');
    expect(door.textContent).toContain('01 Nov 2026, 10:00');
    expect(door.textContent).toContain('02 Nov 2026, 12:00');
    expect(door.textContent).toContain('Active');
    const old = screen.getByText('Old website').closest('tr, li') as HTMLElement;
    expect(old.textContent).toContain('Revoked');
    expect(old.textContent).toContain('Never');
    expect(screen.getByRole('button', { name: 'Revoke Door system' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke Old website' })).toBeNull();
  });

  it('creates a key with the chosen scopes and shows it once with a copy button', async () => {
    const show = vi.spyOn(notifications, 'show');
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        return json(201, { ...apiKey({ id: 'k3', name: 'Website', scopes: ['orders:read'] }), key: KEY });
      }
      return json(200, { apiKeys: [] });
    });
    renderAt('/developers', '/developers', <ApiKeysSection />);
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(MESSAGES.apiKeyNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.apiKeyScopesRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name', { exact: false }), {
      target: { value: 'Website' },
    });
    fireEvent.click(within(dialog).getByLabelText(/orders:read/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(((await screen.findByLabelText('Your API key')) as HTMLInputElement).value).toBe(KEY);
    expect(screen.getByText('Copy it now: you will not see it again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ name: 'Website', scopes: ['orders:read'] });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.apiKeyCreated }));
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByLabelText('Your API key')).toBeNull());
  });

  it('revokes a key after the confirm and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(200, apiKey({ revokedAt: '2026-11-04T09:00:00Z' }))
        : json(200, { apiKeys: [apiKey({})] }),
    );
    renderAt('/developers', '/developers', <ApiKeysSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Door system' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Revoke “Door system” (usk_AbCd…)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.apiKeyRevoked })),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/client/api-keys/k1/revoke');
  });
});
