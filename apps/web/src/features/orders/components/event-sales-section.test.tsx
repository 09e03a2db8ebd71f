import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import type { TEventSales } from '@usher/contract/sales';
import { renderAt } from '../../../test/render';
import { EventSalesSection } from './event-sales-section';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const sales: TEventSales = {
  channels: [
    { channel: 'online', tickets: 3, gross: 3150, fee: 30, net: 3120 },
    { channel: 'cash', tickets: 1, gross: 1050, fee: 0, net: 1050 },
    { channel: 'free', tickets: 2, gross: 0, fee: 0, net: 0 },
  ],
  perDay: [
    { date: '2026-11-25', tickets: 3 },
    { date: '2026-11-26', tickets: 6 },
  ],
  testPayments: { tickets: 0, value: 0 },
  disputedOrders: 0,
};

function renderSales(permissions: string[], answer: TEventSales = sales) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/client/user')
      return json(200, { id: 'u1', name: 'Dora', email: 'd@x.test', permissions });
    if (path === '/api/client/event/e1/sales') return json(200, answer);
    return json(404, { message: MESSAGES.notFound });
  });
  renderAt('/', '/', <EventSalesSection eventId="e1" activityId="a1" />);
}

describe('EventSalesSection', () => {
  it('says how many of the date’s orders are disputed, only when one is', async () => {
    renderSales(['ROLE_admin'], { ...sales, disputedOrders: 2 });
    expect(await screen.findByText(MESSAGES.disputedOrders(2))).toBeTruthy();
  });

  it('shows each channel’s tickets, gross, fee and net in pounds, with a total', async () => {
    renderSales(['ROLE_admin']);
    const table = await screen.findByRole('table', { name: 'Sales per channel' });
    const online = within(table).getByRole('row', { name: /Online/ });
    expect(online?.textContent).toContain('3£31.50£0.30£31.20');
    expect(within(table).getByRole('row', { name: /Cash/ })?.textContent).toContain('1£10.50£0.00£10.50');
    expect(within(table).getByRole('row', { name: /Total/ })?.textContent).toContain('6£42.00£0.30£41.70');
    expect(screen.queryByText(/Test payments/)).toBeNull();
  });

  it('shows the test payment page’s orders apart, in no row and no total', async () => {
    renderSales(['ROLE_admin'], { ...sales, testPayments: { tickets: 2, value: 7000 } });
    const table = await screen.findByRole('table', { name: 'Sales per channel' });
    expect(within(table).getByRole('row', { name: /Total/ })?.textContent).toContain('6£42.00£0.30£41.70');
    expect(within(table).queryByText(/Test/)).toBeNull();
    expect(screen.getByText(MESSAGES.testPaymentsApart(2, '£70.00'))).toBeTruthy();
  });

  it('draws a bar per day, each read out as its date and tickets, and links to the orders', async () => {
    renderSales(['ROLE_MASTER']);
    const chart = await screen.findByRole('list', { name: 'Tickets sold per day' });
    const days = within(chart).getAllByRole('listitem');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      '25 Nov 2026: 3 tickets',
      '26 Nov 2026: 6 tickets',
    ]);
    const bars = screen.getAllByTestId('sales-bar');
    expect(bars.map((bar) => bar.style.width)).toEqual(['50%', '100%']);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe(
      '/activity/a1/event/e1/orders',
    );
  });

  it('says nothing is sold yet when there are no days', async () => {
    renderSales(['ROLE_MASTER'], { ...sales, perDay: [] });
    expect(await screen.findByText(MESSAGES.noSalesYet)).toBeTruthy();
  });

  it('shows nothing to door staff, and never asks for the sales', async () => {
    renderSales(['ROLE_controller']);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/client/user', expect.anything()));
    expect(screen.queryByText('Sales')).toBeNull();
    expect(fetchMock.mock.calls.some(([path]) => String(path).endsWith('/sales'))).toBe(false);
  });
});
