import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import type { TTicketVariant } from '@usher/contract/ticket-variants';
import {
  checkTicketForm,
  toTicketFormValues,
  toTicketVariantRequest,
  type TTicketFormValues,
} from './ticket-form-values';

const eventId = '4a1e8f0e-3a54-4d0b-9f4e-5f6a7b8c9d0e';
const filled: TTicketFormValues = {
  name: 'Standing',
  description: '',
  price: '12.5',
  maxTicketCount: '100',
  isAffectEventTicketCount: true,
};

describe('ticket form values', () => {
  it('sends the price in pence and the image as null', () => {
    expect(toTicketVariantRequest(eventId, filled)).toEqual({
      eventId,
      name: 'Standing',
      imageUrl: null,
      description: '',
      price: 1250,
      maxTicketCount: 100,
      isAffectEventTicketCount: true,
    });
  });

  it('prefills the price in pounds and counts toward capacity by default', () => {
    expect(toTicketFormValues()).toMatchObject({ price: '', isAffectEventTicketCount: true });
    expect(toTicketFormValues({ price: 1999, maxTicketCount: 50 } as TTicketVariant)).toMatchObject({
      price: '19.99',
      maxTicketCount: '50',
    });
  });

  it('accepts a free ticket', () => {
    expect(checkTicketForm({ ...filled, price: '0' }, { eventId, soldTickets: 0 })).toEqual({});
  });

  it('names the missing fields with the §5 texts', () => {
    expect(
      checkTicketForm({ ...filled, name: '  ', price: '', maxTicketCount: '' }, { eventId, soldTickets: 0 }),
    ).toEqual({
      name: MESSAGES.ticketTypeRequired,
      price: MESSAGES.priceRequired,
      maxTicketCount: MESSAGES.availability,
    });
  });

  it('keeps the availability at or above the tickets sold', () => {
    expect(checkTicketForm({ ...filled, maxTicketCount: '4' }, { eventId, soldTickets: 5 })).toEqual({
      maxTicketCount: MESSAGES.availability,
    });
    expect(checkTicketForm({ ...filled, maxTicketCount: '5' }, { eventId, soldTickets: 5 })).toEqual({});
  });
});
