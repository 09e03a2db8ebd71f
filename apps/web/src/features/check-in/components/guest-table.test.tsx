import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { GRACE, QUESTIONS } from './guest-fixture';
import { GuestTable } from './guest-table';

const ADA = { ...GRACE, guestName: 'Ada Lovelace', ticketExternalId: 'ada', ticketIndex: 1, checkedIn: true };

function renderTable() {
  const onManualCheckIn = vi.fn();
  const onUndoCheckIn = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <GuestTable
        guests={[GRACE, ADA]}
        customFieldLabels={QUESTIONS}
        onManualCheckIn={onManualCheckIn}
        onUndoCheckIn={onUndoCheckIn}
      />
    </MantineProvider>,
  );
  return { table: within(screen.getByRole('table', { name: 'Guests' })), onManualCheckIn, onUndoCheckIn };
}

describe('GuestTable', () => {
  it('has a column per field staff compare, and one per question the organiser named', () => {
    const { table } = renderTable();
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Ticket type',
      'Ticket',
      'Order reference',
      'Email',
      'Dietary needs',
      'Wheelchair',
      'Checked In',
    ]);
    const grace = within(table.getAllByRole('row')[1]!);
    expect(grace.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Grace Hopper',
      'Standard',
      '2 of 3',
      'USH-69CE6CC3',
      GRACE.guestEmail,
      'Vegan',
      '',
      'Manual check in',
    ]);
  });

  it('opens the rest of a guest in a row below, and checks a ticket in from its row', () => {
    const { table, onManualCheckIn } = renderTable();
    expect(table.queryByText('12 Riverside Walk, London, SE1 9PX, UK')).toBeNull();
    fireEvent.click(table.getByRole('button', { name: 'Grace Hopper' }));
    expect(table.getByText('12 Riverside Walk, London, SE1 9PX, UK')).toBeTruthy();
    expect(table.getByRole('link', { name: 'Open ticket' })).toBeTruthy();
    expect(table.getByRole('link', { name: '+447700900555' }).getAttribute('href')).toBe('tel:+447700900555');

    const buttons = table.getAllByRole('button', { name: 'Manual check in' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(onManualCheckIn).toHaveBeenCalledWith(
      expect.objectContaining({ ticketExternalId: GRACE.ticketExternalId }),
    );
  });
});
