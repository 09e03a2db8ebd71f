import crypto from 'node:crypto';

/** 24 random bytes: 192 bits, 32 base64url characters, in a link's token and in a crew phone's cookie. */
const SECRET_BYTES = 24;

export const newDoorSecret = () => crypto.randomBytes(SECRET_BYTES).toString('base64url');

/**
 * How a token or a session cookie is stored: its SHA-256. Each carries 192 random bits, so a fast hash is as safe
 * as a slow one and a request finds its row by one index lookup.
 */
export const hashDoorSecret = (secret: string) =>
  crypto.createHash('sha256').update(secret).digest('base64url');
