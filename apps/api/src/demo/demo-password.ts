import { ConfigError } from '../config';
import type { Db } from '../db/database';
import { hashPassword, verifyPassword } from '../modules/auth/password.service';
import { findUserByEmail, updatePasswordHash } from '../modules/auth/user.repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** Whether a URL is this machine's own (localhost, 127.0.0.0/8, ::1): only there is the demo's password safe. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d+){3}$/.test(host)
  );
}

/** The demo accounts that exist and still sign in with the published password. */
async function findDemoAccountsWithPublishedPassword(db: Db) {
  const users = await Promise.all(DEMO_ACCOUNTS.map((account) => findUserByEmail(db, account.email)));
  const published = await Promise.all(
    users.map(async (user) => (user ? await verifyPassword(user.password_hash, DEMO_PASSWORD) : false)),
  );
  return users.filter((user, index) => user !== undefined && published[index]).map((user) => user!);
}

/**
 * Gives `DEMO_PASSWORD` to the demo accounts that still have the published one (issue 28 §1); a demo account whose
 * password was changed otherwise keeps it.
 */
export async function applyDemoPassword(db: Db, password: string): Promise<void> {
  const accounts = await findDemoAccountsWithPublishedPassword(db);
  if (accounts.length === 0) return;
  const passwordHash = await hashPassword(password);
  for (const account of accounts) await updatePasswordHash(db, account.id, passwordHash);
}

/**
 * Refuses to start where anyone may reach the server (a PUBLIC_URL that is not loopback) while a demo account
 * still signs in with the password the README publishes, and says how to set another.
 */
export async function requireDemoPasswordChanged(db: Db, publicUrl: string): Promise<void> {
  if (isLoopbackUrl(publicUrl)) return;
  const accounts = await findDemoAccountsWithPublishedPassword(db);
  if (accounts.length === 0) return;
  throw new ConfigError(
    `The demo accounts (${accounts.map((account) => account.email).join(', ')}) still have the published ` +
      `password ${DEMO_PASSWORD}, and PUBLIC_URL (${publicUrl}) is not this machine. Set DEMO_PASSWORD to a ` +
      'password of your own (8 characters or more) and start again: the demo accounts take it.',
  );
}
