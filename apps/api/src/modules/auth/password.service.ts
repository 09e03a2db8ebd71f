import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimums (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a password nobody has, so unknown addresses take as long to refuse as known ones. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('usher-decoy-password');
  const matches = await verify(passwordHash ?? (await decoyHash), password).catch(() => false);
  return passwordHash !== null && matches;
}
