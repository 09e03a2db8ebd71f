import { z } from 'zod';
import { requiredText } from './fields';
import { MESSAGES } from './messages';

/** What a key may do on `/api/v1` (issue 29 §1): each route needs one of these. */
export const API_KEY_SCOPES = ['events:read', 'orders:read', 'guests:read', 'check-in:write'] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key is this prefix and API_KEY_RANDOM_LENGTH base62 characters; lists show its first API_KEY_PREFIX_LENGTH. */
export const API_KEY_PREFIX = 'usk_';
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_PREFIX_LENGTH = 8;

export const ZApiKeyScope = z.enum(API_KEY_SCOPES, { error: MESSAGES.apiKeyScopesRequired });

/** Body of POST /api/client/api-keys: a name for people, and a non-empty set of scopes. */
export const ZCreateApiKeyRequest = z.object({
  name: requiredText(MESSAGES.apiKeyNameRequired, 100),
  scopes: z
    .array(ZApiKeyScope, { error: MESSAGES.apiKeyScopesRequired })
    .min(1, { error: MESSAGES.apiKeyScopesRequired })
    .max(API_KEY_SCOPES.length * 4, { error: MESSAGES.apiKeyScopesRequired })
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequest>;

/** A key as lists show it: never the key itself. */
export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ZApiKeyScope),
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer of POST /api/client/api-keys: the only time `key` is ever shown. */
export const ZCreatedApiKey = ZApiKey.omit({ revokedAt: true }).extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeyListResponse = z.object({ apiKeys: z.array(ZApiKey) });
export type TApiKeyListResponse = z.infer<typeof ZApiKeyListResponse>;

/** What each scope lets a key do, as the Developers page offers them. */
export const API_KEY_SCOPE_LABELS: Record<TApiKeyScope, string> = {
  'events:read': 'Read dates and their figures',
  'orders:read': 'Read orders and their tickets',
  'guests:read': 'Read guest lists',
  'check-in:write': 'Check guests in',
};
