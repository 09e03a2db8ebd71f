import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import type { TTicketVariant } from '@usher/contract/ticket-variants';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { TicketForm } from './ticket-form';

const fetchMock = mockFetch();

const eventId = '0f9c5a52-8d53-4c21-9f0e-1d2b3c4d5e6f';
const sold = {
  id: 'a3b1c2d3-0000-4000-8000-000000000001',
  eventId,
  name: 'Standing',
  description: null,
  price: 1250,
  maxTicketCount: 10,
  isAffectEventTicketCount: true,
  soldTickets: 4,
  orderCount: 4,
  reservedCount: 0,
  imageUrl: null,
} satisfies TTicketVariant;

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label, { exact: false }) as HTMLInputElement).value;

describe('TicketForm', () => {
  it('keeps only a price in pounds and sends it in pence', async () => {
    const onSaved = vi.fn();
    fetchMock.mockResolvedValueOnce(json(200, { ...sold, soldTickets: 0 }));
    fetchMock.mockResolvedValue(json(200, {}));
    renderAt('/', '/', <TicketForm eventId={eventId} canManage onSaved={onSaved} />);
    type('Price', '£0012.345');
    expect(valueOf('Price')).toBe('12.34');
    type('Price', '2000000');
    expect(valueOf('Price')).toBe('1000000');
    type('Price', '12.5');
    type('Availability', '0150');
    expect(valueOf('Availability')).toBe('150');
    type('Ticket type', 'Standing');
    expect((screen.getByLabelText('Counts toward venue capacity') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/client/ticket-variant/');
    expect(JSON.parse(init!.body as string)).toEqual({
      eventId,
      name: 'Standing',
      imageUrl: null,
      description: '',
      price: 1250,
      maxTicketCount: 150,
      isAffectEventTicketCount: true,
    });
  });

  it('shows the §5 messages and sends nothing when fields are missing', async () => {
    renderAt('/', '/', <TicketForm eventId={eventId} canManage onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.ticketTypeRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.priceRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.availability)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('locks name and price once sold and keeps availability above the sold count', async () => {
    renderAt('/', '/', <TicketForm eventId={eventId} variant={sold} canManage onSaved={vi.fn()} />);
    expect(screen.getByText(MESSAGES.ticketTypeSoldLocked)).toBeTruthy();
    expect((screen.getByLabelText('Ticket type', { exact: false }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Price', { exact: false }) as HTMLInputElement).disabled).toBe(true);
    expect(valueOf('Price')).toBe('12.50');
    type('Availability', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.availability)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is read-only without manageEvents', () => {
    renderAt('/', '/', <TicketForm eventId={eventId} variant={sold} canManage={false} onSaved={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByLabelText('Availability', { exact: false }) as HTMLInputElement).disabled).toBe(true);
  });
});
