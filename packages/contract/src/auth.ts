import { z } from 'zod';
import { text } from './fields';
import { MESSAGES } from './messages';
import { ZUser } from './user';

export const ZLoginRequest = z.object({
  email: text(254, { error: MESSAGES.incorrectEmail })
    .trim()
    .toLowerCase()
    .min(3, { error: MESSAGES.incorrectEmail }),
  password: text(200, { error: MESSAGES.incorrectCredentials }).min(1, {
    error: MESSAGES.incorrectCredentials,
  }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionResponse = z.object({
  authenticated: z.boolean(),
  csrfToken: z.string(),
  /** Whether sign-in with the payment-provider app (OpenID Connect) is configured. */
  oidcEnabled: z.boolean(),
  /** On an install with the demo organiser only: its accounts, for the sign-in screen to name. */
  demoAccounts: z.object({ emails: z.array(z.string()), password: z.string() }).optional(),
  /**
   * GET /session only, when signed in: the same answer as GET /api/client/user, so the dashboard starts with
   * one call instead of two in a row.
   */
  user: ZUser.optional(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const CSRF_HEADER = 'x-csrf-token';
