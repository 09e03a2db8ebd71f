import { describe, expect, it } from 'vitest';
import type { OrderDeliveryRow } from '../sales/tickets.service';
import { composeTicketEmail, composeTicketSms } from './order-delivery.service';
import { MAX_SMS_SEGMENTS, smsSegments } from './ticket-sms.text';

const PUBLIC_URL = 'https://usher.example';

function order(ticketCount: number, change: Partial<OrderDeliveryRow> = {}): OrderDeliveryRow {
  return {
    orderId: '7f1c2a4e-0000-4000-8000-000000000001',
    reference: 'USH-0A1B2C3D',
    phone: '+447700900123',
    email: 'mary@example.test',
    fullName: 'Mary Seacole',
    organiserName: 'Riverside Arts',
    eventName: 'Jazz by the River',
    // The night the clocks go back: 00:30 UTC is the first 01:30 in London.
    startAt: new Date('2026-10-25T00:30:00Z'),
    endAt: null,
    doorsOpenAt: null,
    isOnline: false,
    address: {
      country: 'United Kingdom',
      city: 'London',
      line1: '1 Riverside',
      line2: null,
      postCode: 'SE1 9PX',
    },
    appliedPromo: null,
    tickets: Array.from({ length: ticketCount }, (_, index) => ({
      externalId: `T${String(index + 1).padStart(2, '0')}-aaaaaaaaaaaaaaaaaaa`,
      checkInCode: `code-${index}`,
      ticketIndex: index + 1,
      groupSize: ticketCount,
      variantName: 'Standard',
      price: 1200,
      discount: 0,
    })),
    ...change,
  };
}
const link = (index: number) => `${PUBLIC_URL}/t/T${String(index).padStart(2, '0')}-aaaaaaaaaaaaaaaaaaa`;

describe('composeTicketSms', () => {
  it('gives one ticket as its link with the event and its London time', () => {
    expect(composeTicketSms(order(1), PUBLIC_URL)).toBe(
      `Your ticket for Jazz by the River, 25 Oct 2026, 01:30: ${link(1)}`,
    );
  });

  it('lists every link when they fit in three segments', () => {
    const text = composeTicketSms(order(3), PUBLIC_URL);
    expect(text).toBe(
      `Your 3 tickets for Jazz by the River, 25 Oct 2026, 01:30:\n${link(1)}\n${link(2)}\n${link(3)}`,
    );
    expect(smsSegments(text)).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
  });

  it('gives the first link and a count when there are too many, pointing to the email when there is one', () => {
    const withEmail = composeTicketSms(order(10), PUBLIC_URL);
    expect(withEmail).toBe(
      `Your 10 tickets for Jazz by the River, 25 Oct 2026, 01:30, order USH-0A1B2C3D. ` +
        `Ticket 1: ${link(1)} (+9 more, all in your email)`,
    );
    expect(composeTicketSms(order(10, { email: null }), PUBLIC_URL)).toMatch(/\(\+9 more\)$/);
  });

  it('shortens a long event name rather than the link, within three segments', () => {
    const eventName = `The Grand Midsummer Riverside Jazz, Soul and Blues Weekender ${'with Friends '.repeat(40)}`;
    const text = composeTicketSms(order(1, { eventName }), PUBLIC_URL);
    expect(smsSegments(text)).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
    expect(text).toMatch(/^Your ticket for The Grand Midsummer .+\.\.\., 25 Oct 2026, 01:30: /);
    expect(text.endsWith(link(1))).toBe(true);
  });
});

describe('composeTicketEmail', () => {
  it('names the tickets, the time in London, the venue, the order and every link', () => {
    const email = composeTicketEmail(order(2), PUBLIC_URL);
    expect(email.subject).toBe('Your 2 tickets for Jazz by the River');
    expect(email.text.split('\n')).toEqual([
      'Hello Mary Seacole,',
      '',
      'Your 2 tickets for Jazz by the River are attached as a PDF.',
      'When: 25 Oct 2026, 01:30 (London time)',
      'Where: 1 Riverside, London, SE1 9PX, United Kingdom',
      'Order: USH-0A1B2C3D',
      '',
      'Receipt',
      '2 × Standard at £12.00: £24.00',
      'Total: £24.00',
      `Your order: ${PUBLIC_URL}/order/7f1c2a4e-0000-4000-8000-000000000001`,
      '',
      link(1),
      link(2),
      '',
      'Show the QR code at the door.',
      'To add the date to your calendar, open the attached event.ics.',
    ]);
    expect(email.html).toContain(
      `<li><a href="${link(1)}">Ticket 1</a></li><li><a href="${link(2)}">Ticket 2</a></li>`,
    );
  });

  it('gives a receipt of each ticket type and price, the discount with its code, and the total', () => {
    const discounted = order(3, { appliedPromo: 'SPRING', doorsOpenAt: new Date('2026-10-24T23:45:00Z') });
    discounted.tickets[0] = { ...discounted.tickets[0]!, variantName: 'VIP', price: 2500, discount: 500 };
    discounted.tickets[1] = { ...discounted.tickets[1]!, discount: 240 };
    discounted.tickets[2] = { ...discounted.tickets[2]!, discount: 240 };
    const email = composeTicketEmail(discounted, PUBLIC_URL);
    expect(email.text).toContain('Doors open: 25 Oct 2026, 00:45 (London time)');
    expect(email.text).toContain(
      [
        'Receipt',
        '1 × VIP at £25.00: £25.00',
        '2 × Standard at £12.00: £24.00',
        'Discount (code SPRING): −£9.80',
        'Total: £39.20',
      ].join('\n'),
    );
    expect(email.html).toContain('Discount (code SPRING): −£9.80<br>Total: £39.20');
    expect(email.html).toContain(`<a href="${PUBLIC_URL}/order/7f1c2a4e-0000-4000-8000-000000000001">`);
  });

  it('gives free tickets a receipt of no charge', () => {
    const free = order(2);
    free.tickets = free.tickets.map((ticket) => ({ ...ticket, price: 0 }));
    const email = composeTicketEmail(free, PUBLIC_URL);
    expect(email.text).toContain('Receipt\n2 × Standard at no charge: £0.00\nTotal: £0.00');
  });

  it('speaks of one ticket, an online event and a guest with no name', () => {
    const email = composeTicketEmail(order(1, { isOnline: true, fullName: null }), PUBLIC_URL);
    expect(email.subject).toBe('Your ticket for Jazz by the River');
    expect(email.text).toContain('Hello there,');
    expect(email.text).toContain('Your ticket for Jazz by the River is attached as a PDF.');
    expect(email.text).toContain('Where: Online event');
  });

  it('escapes the event and guest names in the HTML', () => {
    const email = composeTicketEmail(
      order(1, { eventName: '<b>Rock & Roll</b>', fullName: 'Tom "T" O\'Neil' }),
      PUBLIC_URL,
    );
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('&#60;b&#62;Rock &#38; Roll&#60;/b&#62;');
    expect(email.html).toContain('Tom &#34;T&#34; O&#39;Neil');
    expect(email.text).toContain('<b>Rock & Roll</b>'); // the plain text stays as typed
  });
});
