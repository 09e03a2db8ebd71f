import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { EventForm } from './event-form';

const activityId = '4a1e8f0e-3a54-4d0b-9f4e-5f6a7b8c9d0e';
const eventId = '0f9c5a52-8d53-4c21-9f0e-1d2b3c4d5e6f';
const fetchMock = mockFetch();

const march = {
  id: eventId,
  activityId,
  startAt: '2099-03-14T19:30:00Z',
  endAt: null,
  doorsOpenAt: null,
  maxTicketCount: 100,
  soldCount: 0,
  isReserved: false,
} as TEvent;

function renderForm(event?: TEvent) {
  return renderRoutes(
    [
      { path: '/form', element: <EventForm activityId={activityId} event={event} canManage /> },
      { path: '/activity/:activityId/event/:eventId/ticket/create', element: <p>Add ticket type</p> },
    ],
    '/form',
  );
}

/** Opens a picker's calendar (still fading in, so its content counts as hidden). */
async function openCalendar(label: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: label }));
  return screen.findByRole('dialog', { hidden: true });
}

/** The month a picker's calendar opens on, as its header names it ("March 2099"). */
async function openedMonth(label: string): Promise<string> {
  const calendar = await openCalendar(label);
  return within(calendar).getByRole('button', { name: /^\p{L}+ \d{4}$/u, hidden: true }).textContent ?? '';
}

afterEach(() => vi.restoreAllMocks());

describe('EventForm', () => {
  it.each(['End', 'Doors open'])(
    'opens an empty %s picker on the start’s month, not today’s',
    async (label) => {
      renderForm(march);
      expect(await openedMonth(label)).toBe('March 2099');
    },
  );

  it('lands on the new date’s first ticket type, with a toast that the date was created', async () => {
    const show = vi.spyOn(notifications, 'show');
    fetchMock.mockResolvedValueOnce(json(200, { ...march, id: 'a-new-date' }));
    const { router } = renderForm();
    const nextYear = String(new Date().getFullYear() + 1);
    const calendar = await openCalendar('Start');
    fireEvent.click(within(calendar).getByRole('button', { name: /^\p{L}+ \d{4}$/u, hidden: true }));
    fireEvent.click(within(calendar).getByRole('button', { name: 'Next year', hidden: true }));
    fireEvent.click(within(calendar).getByRole('button', { name: 'Mar', hidden: true }));
    fireEvent.click(within(calendar).getByRole('button', { name: `14 March ${nextYear}`, hidden: true }));
    fireEvent.click(within(calendar).getByRole('button', { name: 'Confirm date and time', hidden: true }));
    fireEvent.change(screen.getByRole('textbox', { name: /Venue capacity/ }), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Add ticket type')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/activity/${activityId}/event/a-new-date/ticket/create`);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.eventDateCreated }));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/client/event/');
    expect(JSON.parse(init!.body as string)).toMatchObject({ activityId, maxTicketCount: 80 });
  });
});
