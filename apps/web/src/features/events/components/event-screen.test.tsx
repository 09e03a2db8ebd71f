import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { renderAt } from '../../../test/render';
import { EventScreen } from './event-screen';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const event: TEvent = {
  id: 'e1',
  activityId: 'a1',
  startAt: '2026-11-21T20:30:00Z',
  endAt: '2026-11-21T23:30:00Z',
  doorsOpenAt: '2026-11-21T20:00:00Z',
  maxTicketCount: 120,
  soldCount: 32,
  ticketsSold: true,
  isReserved: true,
  isOver: false,
  activityName: 'Stand-up Sundays',
  activityPublished: true,
  hasGuestsEmails: true,
  waitingCount: 0,
  ticketVariantCards: [
    {
      id: 'v1',
      name: 'General admission',
      price: 1200,
      maxTicketCount: 120,
      sold: 32,
      isAffectEventTicketCount: true,
    },
  ],
  checkedInData: [],
};

function renderDate(permissions: string[], answer: TEvent = event) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/client/user')
      return json(200, { id: 'u1', name: 'Dora', email: 'd@x.test', permissions });
    if (path === '/api/client/activity/a1')
      return json(200, { id: 'a1', name: 'Stand-up Sundays', isPublished: true });
    if (path === '/api/client/event/e1') return json(200, answer);
    return json(404, { message: MESSAGES.notFound });
  });
  renderAt('/activity/a1/event/e1/edit', '/activity/:activityId/event/:eventId/edit', <EventScreen />);
}

const base = '/activity/a1/event/e1/check-in';

describe('EventScreen for door staff', () => {
  it('shows the date’s times and figures with the door buttons, and no form', async () => {
    renderDate(['ROLE_controller']);
    expect((await screen.findByRole('link', { name: 'Scan QR' })).getAttribute('href')).toBe(
      `${base}/scan-qr`,
    );
    expect(screen.getByRole('link', { name: 'Guest list' }).getAttribute('href')).toBe(`${base}/guests`);
    expect(screen.getByRole('link', { name: 'Check in' }).getAttribute('href')).toBe(base);
    expect(screen.getByText('Start').nextElementSibling?.textContent).toBe('21 Nov 2026, 20:30');
    expect(screen.getByText('Doors open').nextElementSibling?.textContent).toBe('21 Nov 2026, 20:00');
    expect(screen.getByText('Venue capacity').nextElementSibling?.textContent).toBe('120');
    expect(screen.getByText('Total sold').nextElementSibling?.textContent).toBe('32');
    expect(screen.queryByText(MESSAGES.eventLocked)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Venue capacity/ })).toBeNull();
  });

  it('offers only Check in, and says why, while the activity is not published', async () => {
    renderDate(['ROLE_controller'], { ...event, activityPublished: false });
    expect(await screen.findByText(MESSAGES.activityNotPublished)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Scan QR' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Guest list' })).toBeNull();
  });

  it('still gives an organiser the form', async () => {
    renderDate(['ROLE_MASTER']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Scan QR' })).toBeNull();
  });
});
