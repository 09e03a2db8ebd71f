import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { PaymentsCard } from './payments-card';

const fetchMock = mockFetch();
afterEach(() => vi.restoreAllMocks());

const answer = (status: object, connect?: Response) =>
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/stripe/connect') && connect ? connect : json(200, status),
  );

describe('PaymentsCard', () => {
  it('offers Connect Stripe until the account can charge, and goes to Stripe’s onboarding', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    answer(
      { provider: 'stripe', connected: false, chargesEnabled: false },
      json(200, { url: 'https://connect.stripe.com/setup/e/acct_1' }),
    );
    renderAt('/', '/', <PaymentsCard />);
    expect(await screen.findByText(/Connect your Stripe account to sell paid tickets/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1'));
  });

  it('says when the account takes payments, with nothing to press', async () => {
    answer({ provider: 'stripe', connected: true, chargesEnabled: true });
    renderAt('/', '/', <PaymentsCard />);
    expect(await screen.findByText('Card payments go to your Stripe account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Stripe' })).toBeNull();
  });

  it('names the test payment page when it was chosen, and how to take real payments', async () => {
    answer({ provider: 'test', connected: true, chargesEnabled: true });
    renderAt('/', '/', <PaymentsCard />);
    expect(await screen.findByText(MESSAGES.paymentsByTestPage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Stripe' })).toBeNull();
  });

  it('says what to configure when this Usher has no payment provider', async () => {
    answer({ provider: 'none', connected: false, chargesEnabled: false });
    renderAt('/', '/', <PaymentsCard />);
    expect(await screen.findByText(MESSAGES.paymentsNotConfigured)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Stripe' })).toBeNull();
    const list = screen.getByRole('list', { name: 'How payments work' });
    expect(list.textContent).toBe(MESSAGES.paymentsFee);
  });

  it('explains more than the status: how customers pay, the fee, refunds, and the test page or payouts', async () => {
    answer({ provider: 'test', connected: true, chargesEnabled: true });
    const { unmount } = renderAt('/', '/', <PaymentsCard />);
    const list = await screen.findByRole('list', { name: 'How payments work' });
    for (const line of [
      MESSAGES.paymentsHowCustomersPay,
      MESSAGES.paymentsFee,
      MESSAGES.paymentsRefunds,
      MESSAGES.paymentsTestPage,
    ]) {
      expect(list.textContent).toContain(line);
    }
    expect(screen.getByRole('link', { name: 'Fees and payouts in the FAQ' })).toBeTruthy();
    unmount();
    answer({ provider: 'stripe', connected: true, chargesEnabled: true });
    renderAt('/', '/', <PaymentsCard />);
    expect(await screen.findByText(MESSAGES.paymentsPayouts)).toBeTruthy();
  });

  it('toasts the server’s message when connecting fails', async () => {
    const show = vi.spyOn(notifications, 'show');
    answer(
      { provider: 'stripe', connected: true, chargesEnabled: false },
      json(503, { message: 'Stripe could not be reached. Please try again in a moment.' }),
    );
    renderAt('/', '/', <PaymentsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'Stripe could not be reached. Please try again in a moment.',
        }),
      ),
    );
  });
});
