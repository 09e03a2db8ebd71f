import crypto from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short, unambiguous code for /s/{code}: 8 characters of a 56-letter alphabet (about 46 bits). */
export function newShortCode(): string {
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
