import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { publicEvent, publicTicketType } from '../../../test/public-fixtures';
import { renderAt } from '../../../test/render';
import type { TStoredHold } from '../api/place-hold';
import { CheckoutScreen } from './checkout-screen';

const fetchMock = mockFetch();
const holdId = '5b0f7a52-8c1e-4d47-9a43-1f6e3c0b2a11';
const eventId = '0d6a3b8e-2f4c-4a1b-8e5d-7c9f1a2b3c4d';

const event = publicEvent({
  id: eventId,
  ticketVariants: [publicTicketType({ reservedCount: 2, toBuy: 48 })],
  customField1: 'Dietary needs',
});

const storeHold = (overrides: Partial<TStoredHold> = {}) => {
  const hold: TStoredHold = {
    id: holdId,
    expiresAt: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
    items: [{ identity: 'v1', quantity: 2 }],
    eventId,
    promoCode: '',
    ...overrides,
  };
  sessionStorage.setItem(`usher.hold.${holdId}`, JSON.stringify(hold));
};

const open = () => renderAt(`/checkout/${holdId}`, '/checkout/:holdId', <CheckoutScreen />);

afterEach(() => sessionStorage.clear());

describe('CheckoutScreen', () => {
  it('shows the held lines and total from the stored hold, and asks what the activity demands', async () => {
    storeHold();
    fetchMock.mockResolvedValue(json(200, event));
    open();
    expect(await screen.findByText('2 × Standard')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('£30.00');
    expect(screen.getByRole('button', { name: 'Pay £30.00' })).toBeTruthy();
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
    expect(screen.getByLabelText(/Full name/)).toBeTruthy();
    expect(screen.getByLabelText(/Dietary needs/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/Tickets held for (9:59|10:00)/);
    expect(screen.getByText(MESSAGES.noBookingFee)).toBeTruthy();
  });

  it('refuses to send without the email, name and custom field, each message on its field', async () => {
    storeHold();
    fetchMock.mockResolvedValue(json(200, event));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay £30.00' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.fieldRequired('Dietary needs'))).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("puts the server's 400 messages on their fields", async () => {
    storeHold();
    fetchMock.mockResolvedValueOnce(json(200, event));
    open();
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'guest@example.com' } });
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Mary Seacole' } });
    fireEvent.change(screen.getByLabelText(/Dietary needs/), { target: { value: 'None' } });
    fetchMock.mockResolvedValueOnce(
      json(400, { message: MESSAGES.fillInAllRequired, errors: { email: MESSAGES.incorrectEmail } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay £30.00' }));
    expect(await screen.findByText(MESSAGES.incorrectEmail)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/public/holds/${holdId}/checkout`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'guest@example.com',
      fullName: 'Mary Seacole',
      customField1: 'None',
      phoneNumber: null,
      promoCode: null,
    });
  });

  it('says the tickets are no longer held when the server says the hold ended, with the way back', async () => {
    storeHold();
    fetchMock.mockResolvedValueOnce(json(200, event));
    open();
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'guest@example.com' } });
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Mary Seacole' } });
    fireEvent.change(screen.getByLabelText(/Dietary needs/), { target: { value: 'None' } });
    fetchMock.mockResolvedValueOnce(json(409, { message: MESSAGES.holdEnded, errors: {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay £30.00' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.holdNoLongerHeld })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose tickets again' }).getAttribute('href')).toBe(
      `/e/${eventId}`,
    );
  });

  it('shows the ended state at once for a hold past its time', async () => {
    storeHold({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    fetchMock.mockResolvedValue(json(200, event));
    open();
    expect(await screen.findByRole('heading', { name: MESSAGES.holdNoLongerHeld })).toBeTruthy();
  });

  it('offers Get free tickets when nothing is to pay', async () => {
    storeHold();
    fetchMock.mockResolvedValue(
      json(200, { ...event, ticketVariants: [{ ...event.ticketVariants[0]!, price: 0 }] }),
    );
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get free tickets' })).toBeTruthy());
  });

  it('says so when this tab never held these tickets', () => {
    open();
    expect(screen.getByText(MESSAGES.holdNotOnThisDevice)).toBeTruthy();
  });

  it("keeps a waiting list's offer: the way back is its entry's page, never a release that would pass it on", async () => {
    const entryId = '9d2f4c1e-7a3b-4c5d-8e9f-0a1b2c3d4e5f';
    storeHold({ waitlistEntryId: entryId });
    fetchMock.mockResolvedValue(json(200, event));
    open();
    const back = await screen.findByRole('link', { name: 'Back to your waiting list place' });
    expect(back.getAttribute('href')).toBe(`/waitlist/${entryId}`);
    expect(screen.queryByRole('button', { name: MESSAGES.changeTickets })).toBeNull();
    expect(fetchMock.mock.calls.every(([path]) => !String(path).includes('/release'))).toBe(true);
  });

  it("leads an ended offer back to its entry's page", async () => {
    const entryId = '9d2f4c1e-7a3b-4c5d-8e9f-0a1b2c3d4e5f';
    storeHold({ waitlistEntryId: entryId, expiresAt: new Date(Date.now() - 1000).toISOString() });
    fetchMock.mockResolvedValue(json(200, event));
    open();
    const back = await screen.findByRole('link', { name: 'See your waiting list place' });
    expect(back.getAttribute('href')).toBe(`/waitlist/${entryId}`);
  });
});
