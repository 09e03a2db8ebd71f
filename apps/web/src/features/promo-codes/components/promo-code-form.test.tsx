import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import type { TPromoScopeOptions } from '@usher/contract/promo-codes';
import { mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { PromoCodeForm } from './promo-code-form';

const fetchMock = mockFetch();

const options: TPromoScopeOptions = {
  activities: Array.from({ length: 200 }, (_, index) => ({
    id: `a${index}`,
    name: `Riverside Session ${index}`,
    events: [
      {
        id: `e${index}`,
        startAt: '2099-06-01T18:30:00Z',
        ticketVariants: [{ id: `t${index}`, name: 'Standard', price: 1500 }],
      },
    ],
  })),
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('PromoCodeForm', () => {
  it('shows the §5 messages under the fields and sends nothing', async () => {
    renderAt('/', '/', <PromoCodeForm options={options} />);
    fireEvent.click(screen.getByLabelText('Chosen dates'));
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(MESSAGES.promoCodeRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.discountInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.validUntilRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.promoScopeRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps letters and digits in the code and digits in the discount', () => {
    renderAt('/', '/', <PromoCodeForm options={options} />);
    type('Promo code', 'spring-25!');
    expect((screen.getByLabelText('Promo code', { exact: false }) as HTMLInputElement).value).toBe(
      'spring25',
    );
    type('Discount (%)', '2a5%');
    expect((screen.getByLabelText('Discount (%)', { exact: false }) as HTMLInputElement).value).toBe('25');
  });

  it('renders the tree lazily: dates only once an activity is opened, and a search narrows it', async () => {
    renderAt('/', '/', <PromoCodeForm options={options} />);
    fireEvent.click(screen.getByLabelText('Chosen ticket types'));
    expect(screen.getAllByRole('button', { name: /^Dates of / })).toHaveLength(50);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    type('Search events', 'Session 17');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Dates of / })).toHaveLength(11));
    fireEvent.click(screen.getByRole('button', { name: 'Dates of Riverside Session 17' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ticket types of 01 Jun 2099, 19:30' }));
    fireEvent.click(screen.getByLabelText('Standard'));
    expect(screen.getByText('1 chosen')).toBeTruthy();
  });
});
