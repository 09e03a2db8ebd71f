import type { AuthContext } from './request-auth';

/** More entries than any one process has signed-in browsers; past it the oldest entry goes. */
const MAX_ENTRIES = 10_000;

/**
 * Who a session cookie belongs to, remembered for a few seconds, so a burst of requests (a door scanner's)
 * reads the session, user and membership once rather than on every request. What this process changes is
 * forgotten at once: a session it ends, a user whose organiser or roles it changes. A change made by another
 * process (or straight in the database) shows here within `ttlMs`. A `ttlMs` of 0 remembers nothing.
 */
export class AuthCache {
  private readonly entries = new Map<string, { auth: AuthContext; until: number }>();

  constructor(private readonly ttlMs: number) {}

  get(token: string, now = Date.now()): AuthContext | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > now) return entry.auth;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, auth: AuthContext, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(token);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { auth, until: now + this.ttlMs });
  }

  forgetSession(sessionIdHash: string): void {
    this.forgetWhere((auth) => auth.sessionIdHash === sessionIdHash);
  }

  forgetUser(userId: string): void {
    this.forgetWhere((auth) => auth.userId === userId);
  }

  private forgetWhere(matches: (auth: AuthContext) => boolean): void {
    for (const [token, entry] of this.entries) if (matches(entry.auth)) this.entries.delete(token);
  }
}
