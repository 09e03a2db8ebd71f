import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { TicketSelector, totalPrice, type TTicketSelection } from './ticket-selector';

const variant = (
  id: string,
  overrides: Partial<Parameters<typeof TicketSelector>[0]['event']['ticketVariants'][number]> = {},
) => ({
  id,
  name: id,
  description: null,
  price: 1000,
  maxTicketCount: 3,
  isAffectEventTicketCount: true,
  orderCount: 0,
  reservedCount: 0,
  toBuy: 100,
  isWaitlistOpen: false,
  ...overrides,
});

function Harness({ event }: { event: Parameters<typeof TicketSelector>[0]['event'] }) {
  const [selection, setSelection] = useState<TTicketSelection>({});
  return (
    <MantineProvider theme={theme}>
      <TicketSelector event={event} selection={selection} onChange={setSelection} />
    </MantineProvider>
  );
}

const add = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name: `Add one ${name}` });
const remove = (name: string) =>
  screen.getByRole<HTMLButtonElement>('button', { name: `Remove one ${name}` });

describe('TicketSelector', () => {
  it('stops + at the variant maximum, counting orders and reservations', () => {
    render(
      <Harness event={{ maxTicketCount: 100, ticketVariants: [variant('Standard', { orderCount: 1 })] }} />,
    );
    fireEvent.click(add('Standard'));
    expect(add('Standard').disabled).toBe(false);
    fireEvent.click(add('Standard'));
    expect(screen.getByTestId('quantity-Standard').textContent).toBe('2');
    expect(add('Standard').disabled).toBe(true);
  });

  it('stops + for every capacity variant at the venue capacity, but not for exempt variants', () => {
    render(
      <Harness
        event={{
          maxTicketCount: 2,
          ticketVariants: [
            variant('Adult', { maxTicketCount: 10, reservedCount: 1 }),
            variant('Child', { maxTicketCount: 10 }),
            variant('Parking', { maxTicketCount: 10, isAffectEventTicketCount: false }),
          ],
        }}
      />,
    );
    fireEvent.click(add('Adult'));
    expect(add('Adult').disabled).toBe(true);
    expect(add('Child').disabled).toBe(true);
    expect(add('Parking').disabled).toBe(false);
  });

  it('stops + at toBuy, what the server says a customer may still take', () => {
    render(<Harness event={{ maxTicketCount: null, ticketVariants: [variant('Standard', { toBuy: 1 })] }} />);
    fireEvent.click(add('Standard'));
    expect(screen.getByTestId('quantity-Standard').textContent).toBe('1');
    expect(add('Standard').disabled).toBe(true);
  });

  it('offers free types only while the organiser can not take card payments', () => {
    render(
      <Harness
        event={{
          maxTicketCount: null,
          isPaidSaleAvailable: false,
          ticketVariants: [variant('Paid'), variant('Free', { price: 0 })],
        }}
      />,
    );
    expect(add('Paid').disabled).toBe(true);
    expect(add('Free').disabled).toBe(false);
  });

  it('never goes below 0', () => {
    render(<Harness event={{ maxTicketCount: null, ticketVariants: [variant('Standard')] }} />);
    expect(remove('Standard').disabled).toBe(true);
    fireEvent.click(add('Standard'));
    fireEvent.click(remove('Standard'));
    expect(screen.getByTestId('quantity-Standard').textContent).toBe('0');
    expect(remove('Standard').disabled).toBe(true);
  });

  it('totals the price of the selection in pence', () => {
    const event = { ticketVariants: [variant('A', { price: 1250 }), variant('B', { price: 0 })] };
    expect(totalPrice(event, { A: 2, B: 3 })).toBe(2500);
  });
});
