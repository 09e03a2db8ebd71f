import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  ticketFormSchema,
  toTicketFormValues,
  toTicketVariantRequest,
  type TTicketFormValues,
} from './ticket-form';
import type { TTicketVariant } from './ticket-variants';

const eventId = '4a1e8f0e-3a54-4d0b-9f4e-5f6a7b8c9d0e';
const filled: TTicketFormValues = {
  name: 'Standing',
  description: '',
  price: '12.5',
  maxTicketCount: '100',
  isAffectEventTicketCount: true,
};

function messages(values: TTicketFormValues, soldTickets = 0): Record<string, string> {
  const result = ticketFormSchema({ eventId, soldTickets }).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ticket type form', () => {
  it('sends the price in pence and the image as null', () => {
    const expected = {
      eventId,
      name: 'Standing',
      imageUrl: null,
      description: '',
      price: 1250,
      maxTicketCount: 100,
      isAffectEventTicketCount: true,
    };
    expect(toTicketVariantRequest(eventId, filled)).toEqual(expected);
    expect(ticketFormSchema({ eventId, soldTickets: 0 }).parse(filled)).toMatchObject({ price: 1250 });
  });

  it('prefills the price in pounds and counts toward capacity by default', () => {
    expect(toTicketFormValues()).toMatchObject({ price: '', isAffectEventTicketCount: true });
    expect(toTicketFormValues({ price: 1999, maxTicketCount: 50 } as TTicketVariant)).toMatchObject({
      price: '19.99',
      maxTicketCount: '50',
    });
  });

  it('accepts a free ticket', () => {
    expect(messages({ ...filled, price: '0' })).toEqual({});
  });

  it('names the missing fields with the §5 texts', () => {
    expect(messages({ ...filled, name: '  ', price: '', maxTicketCount: '' })).toEqual({
      name: MESSAGES.ticketTypeRequired,
      price: MESSAGES.priceRequired,
      maxTicketCount: MESSAGES.availability,
    });
  });

  it('keeps the availability at or above the tickets sold', () => {
    expect(messages({ ...filled, maxTicketCount: '4' }, 5)).toEqual({
      maxTicketCount: MESSAGES.availability,
    });
    expect(messages({ ...filled, maxTicketCount: '5' }, 5)).toEqual({});
  });
});
