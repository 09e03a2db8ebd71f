/** Every query key of the promo codes feature, all under 'promo-codes'. */
export const promoCodeKeys = {
  all: ['promo-codes'] as const,
  list: () => [...promoCodeKeys.all, 'list'] as const,
  detail: (id: string) => [...promoCodeKeys.all, 'detail', id] as const,
  scopeOptions: () => [...promoCodeKeys.all, 'scope-options'] as const,
  check: (eventId: string, code: string) => [...promoCodeKeys.all, 'check', eventId, code] as const,
  publicPrices: (eventId: string, code: string) =>
    [...promoCodeKeys.all, 'public-prices', eventId, code] as const,
};
