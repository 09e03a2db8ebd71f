import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { publicEvent, publicTicketType } from '../../../test/public-fixtures';
import { PublicEventScreen } from './public-event-screen';

const fetchMock = mockFetch();
const eventId = '0d6a3b8e-2f4c-4a1b-8e5d-7c9f1a2b3c4d';

const standard = publicTicketType();

const event = publicEvent({ id: eventId, description: '<p>Three sets</p>', minAge: 18 });

const add = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add one Standard' });
const getTickets = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Get tickets' });

describe('PublicEventScreen', () => {
  it('paints the answer the server embedded in the page with no call', () => {
    render(<PublicEventScreen eventId={eventId} initial={event} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jazz by the River' })).toBeTruthy();
    expect(screen.getByText('01 Jul 2030, 19:30')).toBeTruthy();
    expect(screen.getByText('Age restriction: 18+')).toBeTruthy();
    expect(screen.getByText('Three sets')).toBeTruthy();
    expect(screen.getByText(MESSAGES.noBookingFee)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More from Riverside Live' }).getAttribute('href')).toBe('/o/o1');
    expect(getTickets().disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API when the page came without its answer, and says an unknown date is not found', async () => {
    fetchMock.mockResolvedValue(json(404, { message: MESSAGES.notFound }));
    render(<PublicEventScreen eventId={eventId} />);
    expect(await screen.findByText('Event not found')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/public/event/${eventId}`);
  });

  it('says by the tickets when the places were taken meanwhile, empties the choice and asks for the counts again', async () => {
    render(<PublicEventScreen eventId={eventId} initial={event} />);
    fireEvent.click(add());
    fireEvent.click(add());
    expect(screen.getByText('£30.00')).toBeTruthy();
    const refusal = 'Only 1 Standard ticket is left.';
    fetchMock.mockResolvedValueOnce(json(409, { message: refusal }));
    fetchMock.mockResolvedValueOnce(json(200, { ...event, ticketVariants: [{ ...standard, toBuy: 1 }] }));
    fireEvent.click(getTickets());

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByTestId('quantity-v1').textContent).toBe('0');
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/public/event/${eventId}/holds`);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]![0]).toBe(`/api/public/event/${eventId}`);
    fireEvent.click(add());
    await waitFor(() => expect(add().disabled).toBe(true));
  });

  it('says card payment is not available and offers only the free tickets when the organiser takes none', async () => {
    const free = publicTicketType({ id: 'v2', name: 'Free entry', price: 0 });
    render(
      <PublicEventScreen
        eventId={eventId}
        initial={{ ...event, isPaidSaleAvailable: false, ticketVariants: [standard, free] }}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.paidSaleUnavailable);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add one Free entry' }).disabled).toBe(
        false,
      ),
    );
    expect(add().disabled).toBe(true);
  });

  it('says nothing of card payment on a date with only free tickets', () => {
    const free = publicTicketType({ id: 'v2', name: 'Free entry', price: 0 });
    render(
      <PublicEventScreen
        eventId={eventId}
        initial={{ ...event, isPaidSaleAvailable: false, ticketVariants: [free] }}
      />,
    );
    expect(screen.queryByText(MESSAGES.paidSaleUnavailable)).toBeNull();
  });

  it('offers "Join the waiting list" only on a type whose list is open, opening the form in its place', async () => {
    const full = publicTicketType({ id: 'v2', name: 'Balcony', toBuy: 0, isWaitlistOpen: true });
    const Form = ({ ticketVariant, onCancel }: { ticketVariant: { name: string }; onCancel: () => void }) => (
      <button type="button" onClick={onCancel}>
        Form for {ticketVariant.name}
      </button>
    );
    render(
      <PublicEventScreen
        eventId={eventId}
        initial={{ ...event, ticketVariants: [standard, full] }}
        joinWaitlistForm={Form}
      />,
    );
    const join = await screen.findByRole<HTMLButtonElement>('button', {
      name: `${MESSAGES.joinWaitlist}: Balcony`,
    });
    expect(screen.getAllByRole('button', { name: new RegExp(MESSAGES.joinWaitlist) })).toHaveLength(1);
    await waitFor(() => expect(join.disabled).toBe(false));
    fireEvent.click(join);
    fireEvent.click(await screen.findByRole('button', { name: 'Form for Balcony' }));
    expect(screen.getByRole('button', { name: `${MESSAGES.joinWaitlist}: Balcony` })).toBeTruthy();
  });
});
