import crypto from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_PREFIX_LENGTH, API_KEY_RANDOM_LENGTH } from '@usher/contract/api-keys';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A key's shape, checked before any lookup so a malformed header never reaches the database. */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH}}$`);

/** A new key: the prefix and 32 base62 characters (190 bits), each drawn without modulo bias. */
export function newApiKey(): string {
  let random = '';
  while (random.length < API_KEY_RANDOM_LENGTH) {
    for (const byte of crypto.randomBytes(API_KEY_RANDOM_LENGTH)) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248 && random.length < API_KEY_RANDOM_LENGTH) random += BASE62[byte % 62];
    }
  }
  return `${API_KEY_PREFIX}${random}`;
}

/**
 * What the database keeps of a key: its SHA-256. A key of 190 random bits cannot be found from its hash by
 * trying keys, so a slow password hash would only cost every request time.
 */
export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

export const keyPrefixOf = (key: string) => key.slice(0, API_KEY_PREFIX_LENGTH);

export const isApiKeyShaped = (value: string) => KEY_SHAPE.test(value);
