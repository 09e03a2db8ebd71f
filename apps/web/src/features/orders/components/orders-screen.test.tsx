import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import type { TOrganiserOrder } from '@usher/contract/sales';
import { renderAt } from '../../../test/render';
import { OrdersScreen } from './orders-screen';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const order = (overrides: Partial<TOrganiserOrder>): TOrganiserOrder => ({
  orderReference: 'USH-AAAA0001',
  channel: 'online',
  status: 'paid',
  fullName: 'Ada Lovelace',
  email: 'ada@example.test',
  phoneNumber: '+447700900123',
  tickets: 2,
  total: 2100,
  discount: 0,
  createdAt: '2026-11-26T18:00:00Z',
  isRefundable: true,
  isDisputed: false,
  paymentProblem: null,
  ...overrides,
});

const orders = [
  order({}),
  order({
    orderReference: 'USH-AAAA0002',
    channel: 'cash',
    fullName: 'Grace Hopper',
    total: 1050,
    isRefundable: false,
  }),
  order({
    orderReference: 'USH-AAAA0003',
    status: 'refunded',
    fullName: 'Mary Seacole',
    isRefundable: false,
  }),
  order({
    orderReference: 'USH-AAAA0004',
    status: 'cancelled',
    fullName: 'Rosalind Franklin',
    isDisputed: true,
    paymentProblem: MESSAGES.refundRefused,
  }),
];

function renderOrders(permissions: string[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/client/user')
      return json(200, { id: 'u1', name: 'Dora', email: 'd@x.test', permissions });
    if (path === '/api/auth/session') return json(200, { authenticated: true, csrfToken: 't' });
    if (path.startsWith('/api/client/event/e1/orders?')) {
      const search = new URL(path, 'http://x').searchParams.get('search') ?? '';
      return json(200, { orders: orders.filter((o) => o.fullName!.toLowerCase().includes(search)) });
    }
    if (path === '/api/client/order/USH-AAAA0001/refund' && init?.method === 'POST')
      return json(200, { ...orders[0], status: 'refunded' });
    if (path === '/api/client/order/USH-AAAA0002/cancel' && init?.method === 'POST')
      return json(200, { ...orders[1], status: 'cancelled' });
    if (path === '/api/client/order/USH-AAAA0001/cancel' && init?.method === 'POST')
      return json(200, { ...orders[0], status: 'cancelled' });
    return json(404, { message: MESSAGES.notFound });
  });
  renderAt('/activity/a1/event/e1/orders', '/activity/:activityId/event/:eventId/orders', <OrdersScreen />);
}

const table = () => screen.findByRole('table', { name: 'Orders' });

// Each test clicks through dialogs: on a busy machine that takes longer than Vitest's 5 s default.
describe('OrdersScreen', { timeout: 20_000 }, () => {
  it('lists each order with its channel, status, guest, tickets and total', async () => {
    renderOrders(['ROLE_admin']);
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('USH-AAAA0001');
    expect(rows[1]?.textContent).toContain('Ada Lovelace');
    expect(rows[1]?.textContent).toContain('OnlinePaid2£21.00');
    expect(rows[2]?.textContent).toContain('Cash');
    expect(rows[3]?.textContent).toContain('Refunded');
    // ROLE_admin sees the orders but may not cancel or refund them.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/client/user', expect.anything()));
    expect(screen.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it('searches as the organiser types', async () => {
    renderOrders(['ROLE_MASTER', 'organization.control']);
    await table();
    await userEvent.type(screen.getByLabelText('Search orders'), 'grace');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2), {
      timeout: 3000,
    });
    expect(screen.getByRole('table')?.textContent).toContain('Grace Hopper');
  });

  it('offers Refund on an order paid online (even cancelled since) and Cancel only on a live one, naming guest and amount', async () => {
    const show = vi.spyOn(notifications, 'show');
    const toasts = () => show.mock.calls.map(([notice]) => notice.message);
    renderOrders(['ROLE_MASTER', 'organization.control']);
    const rows = within(await table()).getAllByRole('row');
    expect(await within(rows[1]!).findByRole('button', { name: 'Refund order USH-AAAA0001' })).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
    expect(within(rows[4]!).getByRole('button', { name: 'Refund order USH-AAAA0004' })).toBeTruthy();
    expect(within(rows[4]!).queryByRole('button', { name: /Cancel/ })).toBeNull();

    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Cancel order USH-AAAA0002' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog?.textContent).toContain(MESSAGES.cancelUnpaidOrderQuestion('Grace Hopper'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(toasts()).toContain(MESSAGES.orderCancelled));
    expect(
      fetchMock.mock.calls.some(([path]) => String(path) === '/api/client/order/USH-AAAA0002/cancel'),
    ).toBe(true);

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Refund order USH-AAAA0001' }));
    const refund = await screen.findByRole('dialog');
    expect(refund.textContent).toContain(MESSAGES.refundOrderQuestion('Ada Lovelace', '£21.00'));
    await userEvent.click(within(refund).getByRole('button', { name: 'Refund £21.00' }));
    await waitFor(() => expect(toasts()).toContain(MESSAGES.orderRefunded));
  });

  it('offers Cancel and refund or Cancel only on an order paid online, and keeps the focus on the order', async () => {
    const show = vi.spyOn(notifications, 'show');
    const toasts = () => show.mock.calls.map(([notice]) => notice.message);
    renderOrders(['ROLE_MASTER', 'organization.control']);
    const rows = within(await table()).getAllByRole('row');
    await userEvent.click(await within(rows[1]!).findByRole('button', { name: 'Cancel order USH-AAAA0001' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.cancelOrderQuestion('Ada Lovelace', '£21.00'));
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel only' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(toasts()).toContain(MESSAGES.orderCancelledAndRefunded));
    expect(
      fetchMock.mock.calls.some(([path]) => String(path) === '/api/client/order/USH-AAAA0001/refund'),
    ).toBe(true);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('USH-AAAA0001'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('shows a disputed order and what went wrong with its money', async () => {
    renderOrders(['ROLE_admin']);
    const rows = within(await table()).getAllByRole('row');
    expect(rows[4]?.textContent).toContain('Disputed');
    expect(rows[4]?.textContent).toContain(MESSAGES.orderDisputed);
    expect(rows[4]?.textContent).toContain(MESSAGES.refundRefused);
  });
});
