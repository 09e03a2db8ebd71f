/** The prices of §9: what a send costs on top of what the organiser already sent this calendar month (London). */
export const FREE_EMAILS_PER_MONTH = 1000;
export const EMAILS_PER_BLOCK = 1000;
/** £1.99 ex VAT per started block of 1,000 emails beyond the free allowance. */
export const EMAIL_BLOCK_PRICE_PENCE = 199;
/** Above this many emails in a month the price is tailored (contact us), never a figure. */
export const TAILORED_EMAILS_ABOVE = 50_000;
/** £0.069 per SMS, in tenths of a penny so sums stay exact. */
export const SMS_PRICE_TENTHS_OF_PENCE = 69;

/** What all the emails of a month cost, or null when the month is above the tailored threshold. */
export function monthEmailCostPence(emailsInMonth: number): number | null {
  if (emailsInMonth > TAILORED_EMAILS_ABOVE) return null;
  const paid = Math.max(0, emailsInMonth - FREE_EMAILS_PER_MONTH);
  return Math.ceil(paid / EMAILS_PER_BLOCK) * EMAIL_BLOCK_PRICE_PENCE;
}

export type TSendCost = {
  /** Pence this send adds to the month (SMS may hold tenths of a penny), or null when tailored. */
  cost: number | null;
  tailored: boolean;
  freeLeft: number;
};

export function emailSendCost(sentThisMonth: number, recipients: number): TSendCost {
  const before = monthEmailCostPence(sentThisMonth);
  const after = monthEmailCostPence(sentThisMonth + recipients);
  const freeLeft = Math.max(0, FREE_EMAILS_PER_MONTH - sentThisMonth);
  if (before === null || after === null) return { cost: null, tailored: true, freeLeft };
  return { cost: after - before, tailored: false, freeLeft };
}

export function smsSendCost(recipients: number): TSendCost {
  return { cost: (recipients * SMS_PRICE_TENTHS_OF_PENCE) / 10, tailored: false, freeLeft: 0 };
}

/** `£19.90`, or `£0.207` when the pence carry tenths (SMS). */
export function formatCostPounds(pence: number): string {
  const pounds = pence / 100;
  return `£${Number.isInteger(pence) ? pounds.toFixed(2) : pounds.toFixed(3)}`;
}
