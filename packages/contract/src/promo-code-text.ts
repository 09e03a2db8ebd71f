export const MAX_PROMO_CODE_LENGTH = 32;

/** Code input (§5): letters and digits only. */
export function keepPromoCodeCharacters(input: string): string {
  return input.replace(/[^\p{L}\p{N}]/gu, '').slice(0, MAX_PROMO_CODE_LENGTH);
}

/** The line under a guest's promo code once the server accepted it. */
export function promoAppliedLine(code: string): string {
  return `${code} applied: the prices include the discount.`;
}
