import { describe, expect, it } from 'vitest';
import { orderCalendarEvent } from './order-calendar';

const ORDER = {
  orderId: '7f1c2a4e-0000-4000-8000-000000000001',
  reference: 'USH-0A1B2C3D',
  eventName: 'Jazz, Soul; and Blues',
  organiserName: 'Riverside Arts',
  startAt: new Date('2026-10-25T00:30:00Z'),
  endAt: new Date('2026-10-25T03:00:00Z'),
  isOnline: false,
  address: {
    country: 'United Kingdom',
    city: 'London',
    line1: '1 Riverside',
    line2: null,
    postCode: 'SE1 9PX',
  },
};
const NOW = new Date('2026-10-01T12:00:00.000Z');

describe('orderCalendarEvent', () => {
  it('gives the date as one iCalendar event in UTC, with its venue and the order page', () => {
    const ics = orderCalendarEvent(ORDER, 'https://usher.example', NOW);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Usher//Tickets//EN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:7f1c2a4e-0000-4000-8000-000000000001@usher',
      'DTSTAMP:20261001T120000Z',
      'DTSTART:20261025T003000Z',
      'DTEND:20261025T030000Z',
      'SUMMARY:Jazz\\, Soul\\; and Blues',
      'LOCATION:1 Riverside\\, London\\, SE1 9PX\\, United Kingdom',
      'DESCRIPTION:Riverside Arts. Order USH-0A1B2C3D: https://usher.example/order',
      ' /7f1c2a4e-0000-4000-8000-000000000001',
      'URL:https://usher.example/order/7f1c2a4e-0000-4000-8000-000000000001',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('leaves out the end of a date that has none, and folds long lines between characters', () => {
    const ics = orderCalendarEvent(
      { ...ORDER, endAt: null, isOnline: true, eventName: 'Zoë’s '.repeat(30) },
      'https://usher.example',
      NOW,
    );
    expect(ics).not.toContain('DTEND');
    expect(ics).toContain('LOCATION:Online event');
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const summary = lines.slice(lines.findIndex((line) => line.startsWith('SUMMARY:')));
    const unfolded = summary.join('\r\n').replace(/\r\n /g, '').split('\r\n')[0];
    expect(unfolded).toBe(`SUMMARY:${'Zoë’s '.repeat(30)}`);
  });
});
