import type { z } from 'zod';
import type { TApiKey, TApiKeyScope, TCreatedApiKey, ZCreateApiKeyRequest } from '@usher/contract/api-keys';
import type { OrganiserScope } from '../../plugins/scope';
import { toIso, toIsoOrNull } from '../../db/iso';
import { notFound } from '../../errors';
import { insertApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from './api-key.repository';
import { hashApiKey, keyPrefixOf, newApiKey } from './api-key.secret';

type Scope = Pick<OrganiserScope, 'db' | 'organizationId' | 'userId'>;

function toApiKey(row: ApiKeyRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as TApiKeyScope[],
    keyPrefix: row.key_prefix,
    createdAt: toIso(row.created_at),
    lastUsedAt: toIsoOrNull(row.last_used_at),
    revokedAt: toIsoOrNull(row.revoked_at),
  };
}

/** Makes a key for the organiser; the answer is the only place the key itself ever appears. */
export async function createApiKey(
  scope: Scope,
  request: z.output<typeof ZCreateApiKeyRequest>,
): Promise<TCreatedApiKey> {
  const key = newApiKey();
  const row = await insertApiKey(scope.db, {
    organizationId: scope.organizationId,
    createdBy: scope.userId,
    name: request.name,
    scopes: request.scopes,
    keyHash: hashApiKey(key),
    keyPrefix: keyPrefixOf(key),
  });
  const { revokedAt: _revokedAt, ...created } = toApiKey(row);
  return { ...created, key };
}

export async function listKeys(scope: Scope): Promise<TApiKey[]> {
  return (await listApiKeys(scope.db, scope.organizationId)).map(toApiKey);
}

/** Revokes a key: the next request with it is refused, on every process (nothing caches a key). */
export async function revokeKey(scope: Scope, id: string): Promise<TApiKey> {
  const row = await revokeApiKey(scope.db, scope.organizationId, id);
  if (!row) throw notFound();
  return toApiKey(row);
}
