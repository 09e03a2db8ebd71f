import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { FaqScreen } from './faq-screen';

describe('FaqScreen', () => {
  it('opens the tab named in the route and states the fees', async () => {
    renderAt('/faq/organizer', '/faq/:startMode', <FaqScreen />);
    expect(await screen.findByRole('tab', { name: 'Organiser', selected: true })).toBeTruthy();
    expect(screen.getByText(/0\.99% per ticket, excluding VAT/)).toBeTruthy();
    expect(screen.getAllByText(/no fee on free tickets/i).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/11\.99% ex VAT/).length).toBeGreaterThan(0);
  });

  it('navigates when the tab changes', async () => {
    const { router } = renderAt('/faq/organizer', '/faq/:startMode', <FaqScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Client' }));
    expect(router.state.location.pathname).toBe('/faq/client');
    expect(await screen.findByText('Where are my tickets?')).toBeTruthy();
  });
});
