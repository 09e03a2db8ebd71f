import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import type { TPublicWaitlistEntry } from '@usher/contract/waitlist';
import { json, mockFetch } from '../../../test/fetch-mock';
import { publicEvent, publicTicketType } from '../../../test/public-fixtures';
import { renderRoutes } from '../../../test/render';
import { readStoredHold } from '../../orders/api/place-hold';
import { WaitlistEntryScreen } from './waitlist-entry-screen';

const fetchMock = mockFetch();
const entryId = '9d2f4c1e-7a3b-4c5d-8e9f-0a1b2c3d4e5f';
const holdId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const event = publicEvent({
  ticketVariants: [publicTicketType({ id: 'v-vip', name: 'VIP' }), publicTicketType({ id: 'v-std' })],
});

const entry = (overrides: Partial<TPublicWaitlistEntry> = {}): TPublicWaitlistEntry => ({
  entryId,
  status: 'waiting',
  position: 4,
  quantity: 2,
  ticketVariantId: 'v-std',
  ticketVariantName: 'Standard',
  activityName: 'Jazz by the River',
  eventId: event.id,
  eventStartAt: event.startAt,
  offer: null,
  ...overrides,
});

function serve(answer: TPublicWaitlistEntry | null) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === `/api/public/waitlist/${entryId}` && answer) return json(200, answer);
    if (path === `/api/public/waitlist/${entryId}/leave` && init?.method === 'POST' && answer)
      return json(200, { ...answer, status: 'left', position: null, offer: null });
    return json(404, { message: MESSAGES.notFound });
  });
  return renderRoutes(
    [
      { path: '/waitlist/:entryId', element: <WaitlistEntryScreen /> },
      { path: '/checkout/:holdId', element: <p>Checkout</p> },
    ],
    `/waitlist/${entryId}`,
  );
}

describe('WaitlistEntryScreen', () => {
  it('shows the place in the list with the tickets and the date, and leaves after a confirm', async () => {
    const show = vi.spyOn(notifications, 'show');
    serve(entry());
    expect(await screen.findByText("You're number 4 on the waiting list")).toBeTruthy();
    expect(screen.getByText('2 × Standard')).toBeTruthy();
    expect(screen.getByText('01 Jul 2030, 19:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('Left')).toBeTruthy());
    expect(screen.getByText(MESSAGES.waitlistLeft)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave the waiting list' })).toBeNull();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.waitlistLeft }));
  });

  it('shows until when an offer is held, and leads into the checkout of its hold with the right tickets', async () => {
    const { router } = serve(
      entry({ status: 'offered', position: null, offer: { holdId, expiresAt: '2030-06-02T09:15:00Z' } }),
    );
    expect(await screen.findByText(/held for you until 02 Jun 2030, 10:15 \(London time\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy your tickets' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${holdId}`));
    expect(router.state.location.search).toBe(`?event=${event.id}`);
    expect(readStoredHold(holdId)).toEqual({
      id: holdId,
      expiresAt: '2030-06-02T09:15:00Z',
      items: [{ identity: 'v-std', quantity: 2 }],
      eventId: event.id,
      promoCode: '',
      waitlistEntryId: entryId,
    });
  });

  it('says what became of an entry no longer waiting, with no way to leave', async () => {
    serve(entry({ status: 'expired', position: null }));
    expect(await screen.findByText(/went to the next person/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave the waiting list' })).toBeNull();
  });

  it('says an unknown link leads nowhere', async () => {
    serve(null);
    expect(await screen.findByText('Waiting list entry not found')).toBeTruthy();
  });
});
