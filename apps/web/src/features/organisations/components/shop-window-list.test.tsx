import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopWindowList } from './shop-window-list';

const activity = {
  id: 'a1',
  name: 'Jazz by the River',
  imageUrl: null,
  nextEventDate: '2031-10-20T18:30:00Z',
  lastEventDate: '2031-10-20T18:30:00Z',
  priceFrom: 0,
  priceTo: 1200,
  soldOut: false,
};

describe('ShopWindowList', () => {
  it('shows an activity priced from free to £12 as "Free – £12.00", not "Free"', () => {
    render(<ShopWindowList activities={[activity]} />);
    expect(screen.getByText('Free – £12.00')).toBeTruthy();
  });

  it('names each card by what it shows, so the visible text is in the link name', () => {
    render(<ShopWindowList activities={[{ ...activity, priceFrom: 1200 }]} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(link.textContent).toContain('Jazz by the River');
    expect(link.textContent).toContain('£12.00');
  });
});
