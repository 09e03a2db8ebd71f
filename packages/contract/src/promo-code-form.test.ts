import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { EMPTY_PROMO_CODE_FORM, promoCodeFormSchema, type TPromoCodeFormValues } from './promo-code-form';

const filled: TPromoCodeFormValues = {
  ...EMPTY_PROMO_CODE_FORM,
  code: 'SPRING5',
  discountType: 'money',
  discount: '5',
  validUntil: '2099-06-01 18:30:00',
};

const messagesOf = (values: TPromoCodeFormValues) => {
  const result = promoCodeFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.success ? [] : result.error.issues).map((issue) => [issue.path[0], issue.message]),
  );
};

describe('promoCodeFormSchema', () => {
  it('puts each §5 message under its field', () => {
    expect(messagesOf(EMPTY_PROMO_CODE_FORM)).toEqual({
      code: MESSAGES.promoCodeRequired,
      discount: MESSAGES.discountInvalid,
      validUntil: MESSAGES.validUntilRequired,
    });
  });

  it('refuses a past time, a percentage over 100 and an empty chosen scope', () => {
    expect(
      messagesOf({
        ...filled,
        discountType: 'percentage',
        discount: '120',
        validUntil: '2001-01-01 10:00:00',
        scope: 'events',
      }),
    ).toEqual({
      discount: MESSAGES.percentageRange,
      validUntil: MESSAGES.validUntilRequired,
      scope: MESSAGES.promoScopeRequired,
    });
    expect(messagesOf({ ...filled, scope: 'events' })).toEqual({ scope: MESSAGES.promoScopeRequired });
  });

  it('sends pounds × 100, London time as UTC and only the chosen scope', () => {
    const result = promoCodeFormSchema.parse({
      ...filled,
      maxUses: '10',
      scope: 'ticketVariants',
      eventIds: ['e'],
      ticketVariantIds: ['3f1c5c44-4c1e-4a44-9d7e-2f8d0c6f1a10'],
    });
    expect(result).toMatchObject({
      code: 'SPRING5',
      percentageAmount: null,
      fixedAmount: 500,
      validUntil: '2099-06-01T17:30:00Z',
      maxUses: 10,
      appliesAtAll: false,
      appliesAtEvents: [],
      appliesAtTicketVariants: ['3f1c5c44-4c1e-4a44-9d7e-2f8d0c6f1a10'],
    });
  });
});
