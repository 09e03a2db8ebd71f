import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TGuest } from '@usher/contract/check-in';
import { theme } from '../../../app/theme';
import { GuestCard } from './guest-card';

const guest: TGuest = {
  guestPhone: '+447700900555',
  guestName: 'Grace Hopper',
  guestEmail: 'grace@navy.test',
  ticketIndex: 2,
  groupIndex: 3,
  pdfUrl: 'https://usher.test/api/public/ticket/abc/pdf',
  ticketUrl: 'https://usher.test/t/abcdefghijklmnop',
  orderReference: 'USH-69CE6CC3',
  ticketVariantName: 'Standard',
  appliedPromo: 'SPRING10',
  checkedIn: false,
  checkedInAt: null,
  ticketExternalId: 'abcdefghijklmnop',
  addressDto: { line1: '12 Riverside Walk', line2: null, city: 'London', postCode: 'SE1 9PX', country: 'UK' },
  guestCustomField1: 'Vegan',
  guestCustomField2: null,
  guestCustomField3: 'Row A',
  guestCustomField4: null,
  guestCustomField5: null,
};
const LABELS = ['Dietary needs', 'Wheelchair', null, null, null];

function renderCard(overrides: Partial<TGuest> = {}) {
  const onManualCheckIn = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <GuestCard
        guest={{ ...guest, ...overrides }}
        customFieldLabels={LABELS}
        onManualCheckIn={onManualCheckIn}
      />
    </MantineProvider>,
  );
  return { card: within(screen.getByRole('article')), onManualCheckIn };
}

/** The value shown under a detail's label. */
const valueOf = (card: ReturnType<typeof within>, label: string) =>
  card.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

describe('GuestCard', () => {
  it('shows every §2 field of a guest not yet checked in', () => {
    const { card } = renderCard();
    expect(card.getByText('Grace Hopper')).toBeTruthy();
    expect(card.getByText('Checked In: No')).toBeTruthy();
    expect(valueOf(card, 'Ticket')).toBe('Ticket 2 of 3');
    expect(valueOf(card, 'Ticket type')).toBe('Standard');
    expect(valueOf(card, 'Order reference')).toBe('USH-69CE6CC3');
    expect(valueOf(card, 'Promo code')).toBe('SPRING10');
    expect(valueOf(card, 'Address')).toBe('12 Riverside Walk, London, SE1 9PX, UK');
    expect(card.getByRole('link', { name: '+447700900555' }).getAttribute('href')).toBe('tel:+447700900555');
    expect(card.getByRole('link', { name: 'grace@navy.test' }).getAttribute('href')).toBe(
      'mailto:grace@navy.test',
    );
    expect(card.getByRole('link', { name: 'Open ticket' }).getAttribute('href')).toBe(guest.ticketUrl);
  });

  it('labels custom answers with the activity’s own questions, and numbers a question with no name', () => {
    const { card } = renderCard();
    expect(valueOf(card, 'Dietary needs')).toBe('Vegan');
    expect(valueOf(card, 'Custom field 3')).toBe('Row A');
    expect(card.queryByText('Wheelchair')).toBeNull();
  });

  it('leaves out what the guest did not give', () => {
    const { card } = renderCard({ appliedPromo: null, addressDto: null, guestEmail: null, guestPhone: null });
    for (const label of ['Promo code', 'Address', 'Email', 'Phone'])
      expect(card.queryByText(label)).toBeNull();
  });

  it('offers Manual check in for that ticket while the guest is not in', () => {
    const { card, onManualCheckIn } = renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Manual check in' }));
    expect(onManualCheckIn).toHaveBeenCalledWith(
      expect.objectContaining({ ticketExternalId: 'abcdefghijklmnop' }),
    );
  });

  it('shows when a checked-in guest came in, in London time, and no Manual check in', () => {
    const { card } = renderCard({ checkedIn: true, checkedInAt: '2026-07-01T18:41:00.000Z' });
    expect(card.getByText('Checked In: Yes')).toBeTruthy();
    expect(valueOf(card, 'Checked in at')).toBe('01 Jul 2026, 19:41');
    expect(card.queryByRole('button', { name: 'Manual check in' })).toBeNull();
  });
});
