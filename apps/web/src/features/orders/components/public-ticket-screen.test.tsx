import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { publicTicket } from '../../../test/public-fixtures';
import { PublicTicketScreen } from './public-ticket-screen';

const externalId = 'k3J9xQ2mP7vT1wZ8aB4cD6';
const ticket = publicTicket({
  organizationName: 'Riverside Promotions',
  pdfUrl: `http://localhost/api/public/ticket/${externalId}/pdf`,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const open = (answer: Response) => {
  fetchMock.mockResolvedValue(answer);
  return render(<PublicTicketScreen externalId={externalId} />);
};

describe('PublicTicketScreen', () => {
  it('shows the event, the guest and the ticket in London time, with its PDF', async () => {
    open(new Response(JSON.stringify(ticket)));
    expect(await screen.findByRole('heading', { name: 'Jazz by the River' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/public/ticket/${externalId}`);
    for (const text of [
      '01 Jul 2030, 19:30 – 22:30',
      'Doors open 01 Jul 2030, 19:00',
      '1 Riverside, London, SE1 9PX',
      'Mary Seacole',
      'Standard',
      'Ticket 1 of 3',
      'USH-0A1B2C3D',
      'Show this QR code at the door',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('Checked in')).toBeNull();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(ticket.pdfUrl);
    expect(await screen.findByRole('img', { name: 'QR code of ticket 1' })).toBeTruthy();
  });

  it('says when the ticket has been checked in', async () => {
    open(new Response(JSON.stringify({ ...ticket, checkedIn: true, checkedInAt: '2030-07-01T18:05:00Z' })));
    expect(await screen.findByText('Checked in')).toBeTruthy();
    expect(screen.getByText('Checked in at 01 Jul 2030, 19:05 (London time)')).toBeTruthy();
  });

  it('shows a not-found state for an unknown or cancelled ticket', async () => {
    open(new Response(JSON.stringify({ message: MESSAGES.notFound }), { status: 404 }));
    expect(await screen.findByText('Ticket not found')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('shows the ticket the server embedded in the page with no call, and asks again on return to the tab', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      render(<PublicTicketScreen externalId={externalId} initial={ticket} />);
      expect(screen.getByRole('heading', { name: 'Jazz by the River' })).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();

      fetchMock.mockResolvedValue(
        new Response(JSON.stringify({ ...ticket, checkedIn: true, checkedInAt: '2030-07-01T18:05:00Z' })),
      );
      vi.setSystemTime(Date.now() + 31_000);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(await screen.findByText('Checked in')).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
