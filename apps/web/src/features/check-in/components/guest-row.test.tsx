import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TGuest } from '@usher/contract/check-in';
import { theme } from '../../../app/theme';
import { GRACE, QUESTIONS } from './guest-fixture';
import { GuestRow } from './guest-row';

function renderRow(overrides: Partial<TGuest> = {}) {
  const onManualCheckIn = vi.fn();
  const onUndoCheckIn = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <ul>
        <GuestRow
          guest={{ ...GRACE, ...overrides }}
          customFieldLabels={QUESTIONS}
          onManualCheckIn={onManualCheckIn}
          onUndoCheckIn={onUndoCheckIn}
        />
      </ul>
    </MantineProvider>,
  );
  return { row: within(screen.getByRole('listitem')), onManualCheckIn, onUndoCheckIn };
}

/** The value shown beside a detail's label. */
const valueOf = (row: ReturnType<typeof within>, label: string) =>
  row.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('GuestRow', () => {
  it('shows who, which ticket of which order and Manual check in, with the details closed', () => {
    const { row } = renderRow();
    const toggle = row.getByRole('button', { name: /Grace Hopper/ });
    // Guests of the same name are told apart by their ticket number and order without opening anything.
    expect(row.getByText('Standard · Ticket 2 of 3 · Order USH-69CE6CC3')).toBeTruthy();
    expect(toggle.getAttribute('aria-describedby')).toBe(
      row.getByText(/· Order USH-69CE6CC3$/).getAttribute('id'),
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Checked In: No');
    expect(row.getByRole('button', { name: 'Manual check in' })).toBeTruthy();
    expect(row.queryByText('+447700900555')).toBeNull();
  });

  it('opens every §2 field on a tap, custom answers under the organiser’s own questions', () => {
    const { row } = renderRow();
    const toggle = row.getByRole('button', { name: /Grace Hopper/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(valueOf(row, 'Checked In')).toBe('No');
    expect(valueOf(row, 'Ticket')).toBe('Ticket 2 of 3');
    expect(valueOf(row, 'Ticket type')).toBe('Standard');
    expect(valueOf(row, 'Order reference')).toBe('USH-69CE6CC3');
    expect(valueOf(row, 'Promo code')).toBe('SPRING10');
    expect(valueOf(row, 'Sold')).toBe('Online');
    expect(valueOf(row, 'Address')).toBe('12 Riverside Walk, London, SE1 9PX, UK');
    expect(valueOf(row, 'Dietary needs')).toBe('Vegan');
    expect(valueOf(row, 'Question 3')).toBe('Row A');
    expect(row.queryByText('Wheelchair')).toBeNull();
    expect(row.getByRole('link', { name: '+447700900555' }).getAttribute('href')).toBe('tel:+447700900555');
    const email = row.getByRole('link', { name: /navy-research\.test/ });
    expect(email.textContent).toBe(GRACE.guestEmail);
    expect(email.getAttribute('href')).toBe(`mailto:${GRACE.guestEmail}`);
    // The address may wrap after its '@' rather than in the middle of a word.
    expect(email.querySelector('wbr')).not.toBeNull();
    expect(row.getByRole('link', { name: 'Open ticket' }).getAttribute('href')).toBe(GRACE.ticketUrl);

    fireEvent.click(toggle);
    expect(row.queryByText('Order reference', { selector: 'dt' })).toBeNull();
  });

  it('leaves out what the guest did not give', () => {
    const { row } = renderRow({ appliedPromo: null, addressDto: null, guestEmail: null, guestPhone: null });
    fireEvent.click(row.getByRole('button', { name: /Grace Hopper/ }));
    for (const label of ['Promo code', 'Address', 'Email', 'Phone'])
      expect(row.queryByText(label, { selector: 'dt' })).toBeNull();
  });

  it('hands the ticket to Manual check in', () => {
    const { row, onManualCheckIn } = renderRow();
    fireEvent.click(row.getByRole('button', { name: 'Manual check in' }));
    expect(onManualCheckIn).toHaveBeenCalledWith(
      expect.objectContaining({ ticketExternalId: 'abcdefghijklmnop' }),
    );
  });

  it('marks a checked-in guest, says when in London time, and offers no Manual check in', () => {
    const { row } = renderRow({ checkedIn: true, checkedInAt: '2026-07-01T18:41:00.000Z' });
    expect(row.getByText('Checked in')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Manual check in' })).toBeNull();
    fireEvent.click(row.getByRole('button', { name: /Grace Hopper/ }));
    expect(valueOf(row, 'Checked In')).toBe('Yes, 01 Jul 2026, 19:41');
  });

  it('names a guest without a name by the order reference', () => {
    const { row } = renderRow({ guestName: null });
    expect(row.getByRole('button', { name: /USH-69CE6CC3/ })).toBeTruthy();
  });
});
