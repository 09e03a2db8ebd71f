/** Alphanumeric sender IDs: letters, digits and spaces, at most 11 characters, at least one letter. */
const MAX_SENDER_ID_LENGTH = 11;

/**
 * The organiser's name as the SMS sender, so a guest sees who wrote: `Riverside Theatre` → `Riverside T`.
 * Only for UK numbers: UK networks show alphanumeric senders, while many others (the US, Canada) drop them.
 * Undefined when no ID can be made (a name of symbols only) or the number is not British: SMS_FROM then.
 */
export function smsSenderId(organizationName: string, recipient: string): string | undefined {
  if (!recipient.startsWith('+44')) return undefined;
  const id = organizationName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, MAX_SENDER_ID_LENGTH)
    .trim();
  return /[A-Za-z]/.test(id) ? id : undefined;
}
