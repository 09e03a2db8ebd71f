import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPublicOrder } from '@usher/contract/checkout';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { OrderConfirmationScreen } from './order-confirmation-screen';

const fetchMock = mockFetch();
const orderId = '5b0f7a52-8c1e-4d47-9a43-1f6e3c0b2a11';

const order: TPublicOrder = {
  orderId,
  orderReference: 'USH-0A1B2C3D',
  status: 'paid',
  total: 3000,
  discount: 0,
  email: 'guest@example.com',
  activityName: 'Jazz by the River',
  eventId: 'e1',
  eventStartAt: '2030-07-01T18:30:00Z',
  tickets: [
    {
      externalId: 'k3J9xQ2mP7vT1wZ8aB4cD6',
      ticketVariantName: 'Standard',
      price: 1500,
      discountedPrice: 1500,
      qrLink: 'code-1',
      pdfUrl: 'http://localhost/api/public/ticket/k3J9xQ2mP7vT1wZ8aB4cD6/pdf',
    },
  ],
};

const open = () => renderAt(`/order/${orderId}`, '/order/:orderId', <OrderConfirmationScreen />);

describe('OrderConfirmationScreen', () => {
  it('says payment pending and asks again until the order is paid, then shows the tickets', async () => {
    // A new answer for every call: two polls may be in flight at once on a loaded machine.
    fetchMock
      .mockResolvedValueOnce(json(200, { ...order, status: 'pending', tickets: [] }))
      .mockImplementation(() => Promise.resolve(json(200, order)));
    open();
    expect(await screen.findByRole('heading', { name: MESSAGES.paymentPending })).toBeTruthy();
    // The page asks again every 2 s: a loaded machine may take a round or two longer.
    expect(await screen.findByRole('heading', { name: 'Your tickets' }, { timeout: 8_000 })).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(MESSAGES.ticketsSentTo('guest@example.com'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open ticket' }).getAttribute('href')).toBe(
      '/t/k3J9xQ2mP7vT1wZ8aB4cD6',
    );
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(order.tickets[0]!.pdfUrl);
    expect(await screen.findByAltText('QR code of ticket 1')).toBeTruthy();
  }, 15_000);

  it.each([
    ['expired', MESSAGES.publicOrderExpired],
    ['cancelled', MESSAGES.publicOrderCancelled],
    ['refunded', MESSAGES.publicOrderRefunded],
  ] as const)('says plainly that a %s order has no tickets', async (status, message) => {
    fetchMock.mockResolvedValue(json(200, { ...order, status, tickets: [] }));
    open();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open ticket' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says an unknown order is not found', async () => {
    fetchMock.mockResolvedValue(json(404, { message: MESSAGES.notFound, errors: {} }));
    open();
    expect(await screen.findByText('Order not found')).toBeTruthy();
  });
});
