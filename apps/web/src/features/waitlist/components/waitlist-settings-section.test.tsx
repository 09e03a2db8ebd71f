import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { WaitlistSettingsSection } from './waitlist-settings-section';

const fetchMock = mockFetch();
const path = '/api/client/activity/a1/waitlist-settings';
const posted = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init!.body as string));

function renderSettings(answerSave: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/client/user')
      return json(200, { id: 'u1', name: 'Dora', email: 'd@x.test', permissions: ['ROLE_admin'] });
    if (url === path && init?.method === 'POST') return answerSave();
    if (url === path) return json(200, { isEnabled: false, offerMinutes: 1440 });
    return json(404, { message: MESSAGES.notFound });
  });
  renderAt('/', '/', <WaitlistSettingsSection activityId="a1" />);
}

const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Keep each offer for' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save waiting list' }));

describe('WaitlistSettingsSection', () => {
  it('opens on the saved window in days, refuses more than a week on its field, and saves minutes with a toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderSettings(() => json(200, { isEnabled: true, offerMinutes: 10_080 }));
    expect(await screen.findByText(MESSAGES.waitlistSettingsHint)).toBeTruthy();
    expect(amount().value).toBe('1');
    expect(screen.getByText(/has 1 day \(1440 minutes\) to buy them/)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: /Waiting list/ }));
    fireEvent.change(amount(), { target: { value: '8' } });
    save();
    expect(await screen.findByText(MESSAGES.offerMinutes)).toBeTruthy();
    expect(posted()).toEqual([]);

    fireEvent.change(amount(), { target: { value: '7' } });
    save();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.waitlistSettingsSaved })),
    );
    expect(posted()).toEqual([{ isEnabled: true, offerMinutes: 10_080 }]);
  });

  it("puts the server's 400 message on the window", async () => {
    renderSettings(() =>
      json(400, { message: 'Check the form', errors: { offerMinutes: 'Too long for this date' } }),
    );
    await screen.findByText(MESSAGES.waitlistSettingsHint);
    save();
    expect(await screen.findByText('Too long for this date')).toBeTruthy();
    expect(amount().getAttribute('aria-invalid')).toBe('true');
  });
});
