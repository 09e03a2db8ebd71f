import { z } from 'zod';
import { MESSAGES } from './messages';
import { optionalText, requiredText } from './fields';

export const MAX_PRICE_POUNDS = 1_000_000;

/** Body of POST /api/client/ticket-variant/ and …/{id}/update; the price is in pence. */
export const ZTicketVariantRequest = z.object({
  eventId: z.uuid({ error: MESSAGES.notFound }),
  name: requiredText(MESSAGES.ticketTypeRequired, 120),
  imageUrl: z.null().default(null),
  description: optionalText(1000, { isMultiline: true }),
  price: z
    .number({ error: MESSAGES.priceRequired })
    .int({ error: MESSAGES.priceRequired })
    .min(0, { error: MESSAGES.priceRequired })
    .max(MAX_PRICE_POUNDS * 100, { error: MESSAGES.priceRequired }),
  maxTicketCount: z
    .number({ error: MESSAGES.availability })
    .int({ error: MESSAGES.availability })
    .gt(0, { error: MESSAGES.availability })
    .max(1_000_000, { error: MESSAGES.availability }),
  isAffectEventTicketCount: z.boolean().default(true),
});
export type TTicketVariantRequest = z.input<typeof ZTicketVariantRequest>;

export const ZTicketVariant = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  maxTicketCount: z.number().nullable(),
  isAffectEventTicketCount: z.boolean(),
  soldTickets: z.number(),
  orderCount: z.number(),
  reservedCount: z.number(),
  imageUrl: z.string().nullable(),
});
export type TTicketVariant = z.infer<typeof ZTicketVariant>;
export const ZTicketVariantListResponse = z.object({ variants: z.array(ZTicketVariant) });

/**
 * Price input (§5): digits and one decimal point, at most two decimals, no leading zeros,
 * and anything above £1,000,000 replaced by 1000000.
 */
export function keepPriceCharacters(input: string): string {
  let kept = input.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot !== -1)
    kept =
      kept.slice(0, dot + 1) +
      kept
        .slice(dot + 1)
        .replace(/\./g, '')
        .slice(0, 2);
  kept = kept.replace(/^0+(?=\d)/, '');
  if (kept.startsWith('.')) kept = `0${kept}`;
  return Number(kept) > MAX_PRICE_POUNDS ? String(MAX_PRICE_POUNDS) : kept;
}

/** Pounds as typed into pence, without floating-point drift (12.34 → 1234). */
export function poundsToPence(pounds: string): number {
  const [whole = '0', fraction = ''] = pounds.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export function penceToPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

export { formatPrice, formatPriceRange } from './price-format';
