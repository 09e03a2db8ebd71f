/** An address on one line, as guests and staff read it: line 1, line 2, city, post code, country. */
export function formatAddress(
  address: { line1: string; line2?: string | null; city: string; postCode: string; country: string } | null,
): string {
  if (!address) return '';
  return [address.line1, address.line2, address.city, address.postCode, address.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
