import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { ActivityCard } from './activity-card';

const activity: Parameters<typeof ActivityCard>[0]['activity'] = {
  id: 'a1',
  name: 'Jazz night',
  description: `<p><strong>${'a'.repeat(390)}</strong></p><ul><li>bbbbbbbbbbbbbbbbbbbb</li></ul>`,
  imageUrl: null,
  isPublished: true,
  firstEventDate: '2026-07-01T18:00:00Z',
  lastEventDate: '2026-07-08T18:00:00Z',
  ticketsSold: 12,
  gross: 15600,
};

function renderCard(overrides: Partial<typeof activity> = {}) {
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter>
        <ActivityCard activity={{ ...activity, ...overrides }} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('ActivityCard', () => {
  it('shows the activity’s tickets sold and gross', () => {
    renderCard();
    expect(screen.getByText('12 sold · £156.00 gross')).toBeTruthy();
  });

  it('leaves the sales line out when the figures are withheld', () => {
    renderCard({ ticketsSold: null, gross: null });
    expect(screen.queryByText(/sold ·/)).toBeNull();
  });

  it('cuts the description text at 400 characters plus an ellipsis', () => {
    renderCard();
    const preview = screen.getByText(/^a+\s+• b+…$/);
    expect(preview.textContent).toBe(`${'a'.repeat(390)}\n• ${'b'.repeat(7)}…`);
  });

  it('keeps paragraphs and list items on lines of their own, at most three lines', () => {
    renderCard({
      description:
        '<p>Tonight:</p><ul><li><p>Three sets</p></li><li>Bar open late</li></ul><ol><li>Doors</li></ol>',
    });
    const preview = screen.getByText(/^Tonight:/);
    expect(preview.textContent).toBe('Tonight:\n• Three sets\n• Bar open late\n1. Doors');
    expect(preview.style.whiteSpace).toBe('pre-line');
    expect(preview.getAttribute('data-line-clamp')).toBe('true');
  });

  it('shows the first-to-last date range in London time, the badge and Manage', () => {
    renderCard();
    expect(screen.getByText('01 Jul 2026, 19:00 – 08 Jul 2026, 19:00')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/activity/a1/manage');
  });

  it('says when there are no dates and when it is not published', () => {
    renderCard({ firstEventDate: null, lastEventDate: null, isPublished: false, description: '' });
    expect(screen.getByText('No dates yet')).toBeTruthy();
    expect(screen.getByText('Not Published')).toBeTruthy();
  });
});
