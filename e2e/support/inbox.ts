import { expect } from '@playwright/test';

/** The loopback providers of the e2e run (loopback-inbox.ts), on the ports after the app's and the OIDC's. */
export const INBOX_ACCOUNT_SID = 'AC00000000000000000000000000000e2e';
export const INBOX_AUTH_TOKEN = 'e2e-loopback-token';
export const inboxPorts = (appPort: number) => ({ smtp: appPort + 2, http: appPort + 3 });

export type InboxEmail = { to: string[]; subject: string; headers: Record<string, string>; text: string };
export type InboxSms = { to: string; from: string; body: string };
export type Inbox = { emails: InboxEmail[]; sms: InboxSms[] };

/** What the loopback SMTP server and SMS API received so far, from every test of the run. */
export async function readInbox(baseURL: string): Promise<Inbox> {
  const { http } = inboxPorts(Number(new URL(baseURL).port));
  const response = await fetch(`http://127.0.0.1:${http}/received`);
  return (await response.json()) as Inbox;
}

/** Waits until the inbox holds what `pick` looks for, and answers it. */
export async function waitForInbox<T>(
  baseURL: string,
  pick: (inbox: Inbox) => T[],
  count: number,
): Promise<T[]> {
  let found: T[] = [];
  await expect
    .poll(async () => (found = pick(await readInbox(baseURL))).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(count);
  return found;
}
