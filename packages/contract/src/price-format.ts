/** Prices as guests read them, with no schema library: the public pages import this file alone. */

/** Pence as `£12.50`, or `Free` for 0. */
export function formatPrice(pence: number): string {
  return pence === 0 ? 'Free' : `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
}

/** A date's prices on its activity page: `£10.00 – £25.00`, one price when all are the same, `Free` when all are 0. */
export function formatPriceRange({ min, max }: { min: number; max: number }): string {
  return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`;
}
