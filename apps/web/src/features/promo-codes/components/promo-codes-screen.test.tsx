import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPromoCode } from '@usher/contract/promo-codes';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { PromoCodesScreen } from './promo-codes-screen';

const fetchMock = mockFetch();

const code = (overrides: Partial<TPromoCode>): TPromoCode => ({
  id: 'c1',
  code: 'SPRING25',
  percentageAmount: 25,
  fixedAmount: null,
  validUntil: '2099-06-01T17:30:00Z',
  appliesAtAll: false,
  appliesAtActivities: [],
  appliesAtEvents: ['e1', 'e2'],
  appliesAtTicketVariants: [],
  isDeleted: false,
  maxUses: 10,
  isExpired: false,
  usedCount: 3,
  discountTotal: 1200,
  createdAt: '2026-11-01T10:00:00Z',
  ...overrides,
});

describe('PromoCodesScreen', () => {
  it('shows each code with its discount, London validity, scope, uses, and Info or a disabled Expired', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        promoCodes: [
          code({}),
          code({
            id: 'c2',
            code: 'SUMMER',
            isExpired: true,
            validUntil: '2026-06-01T11:00:00Z',
            maxUses: null,
          }),
          code({ id: 'c3', code: 'CASH5', percentageAmount: null, fixedAmount: 500, isDeleted: true }),
        ],
      }),
    );
    renderAt('/codes', '/codes', <PromoCodesScreen />);
    const spring = await screen.findByRole('article', { name: 'SPRING25' });
    expect(spring.textContent).toContain('25% off · Chosen 2 dates');
    expect(spring.textContent).toContain('Until 01 Jun 2099, 18:30 · Tickets used 3 / 10');
    expect(screen.getByRole('link', { name: 'Info about SPRING25' }).getAttribute('href')).toBe('/codes/c1');
    expect((screen.getByRole('button', { name: 'SUMMER expired' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Info about SUMMER' })).toBeNull();
    expect(screen.getByRole('article', { name: 'CASH5' }).textContent).toContain('Deleted');
    expect(screen.getByRole('article', { name: 'CASH5' }).textContent).toContain('£5.00 off');
  });

  it('says what a code is for when there is none yet', async () => {
    fetchMock.mockResolvedValue(json(200, { promoCodes: [] }));
    renderAt('/codes', '/codes', <PromoCodesScreen />);
    expect(await screen.findByText(/A promo code gives guests a percentage/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe('/codes/create');
  });
});
