import type {
  TCreatedWebhook,
  TCreateWebhookRequest,
  TWebhook,
  TWebhookDeliveryList,
  TWebhookEventType,
} from '@usher/contract/webhooks';
import { badRequest, notFound } from '../../errors';
import type { OrganiserScope } from '../../plugins/scope';
import { refusalOfWebhookUrl } from './url-guard';
import { newWebhookSecret } from './webhook-signature';
import {
  deleteWebhook,
  hasWebhook,
  insertWebhook,
  listAttempts,
  listWebhooks,
  requeueAttemptMessage,
} from './webhook.repository';

export { pruneWebhookHistory } from './webhook.repository';

export const DELIVERIES_PAGE = 50;

type WebhookRow = Awaited<ReturnType<typeof listWebhooks>>[number];

const toWebhook = (row: WebhookRow): TWebhook => ({
  id: row.id,
  url: row.url,
  events: row.events as TWebhookEventType[],
  status: row.status,
  createdAt: row.created_at.toISOString(),
});

/**
 * Adds a webhook after checking where its URL points (unless `allowPrivateUrls`); the one answer that carries
 * its secret.
 */
export async function createWebhook(
  scope: OrganiserScope,
  request: { url: string; events: TCreateWebhookRequest['events'] },
  allowPrivateUrls: boolean,
): Promise<TCreatedWebhook> {
  if (!allowPrivateUrls) {
    const refusal = await refusalOfWebhookUrl(request.url);
    if (refusal) throw badRequest(refusal, { url: refusal });
  }
  const secret = newWebhookSecret();
  const row = await insertWebhook(scope.db, {
    organizationId: scope.organizationId,
    url: request.url,
    events: request.events,
    secret,
  });
  return { ...toWebhook(row), secret };
}

export async function listOrganiserWebhooks(scope: OrganiserScope): Promise<TWebhook[]> {
  return (await listWebhooks(scope.db, scope.organizationId)).map(toWebhook);
}

export async function removeWebhook(scope: OrganiserScope, id: string): Promise<void> {
  if (!(await deleteWebhook(scope.db, scope.organizationId, id))) throw notFound();
}

export async function listDeliveries(
  scope: OrganiserScope,
  webhookId: string,
  after: string | undefined,
): Promise<TWebhookDeliveryList> {
  if (!(await hasWebhook(scope.db, scope.organizationId, webhookId))) throw notFound();
  const rows = await listAttempts(scope.db, scope.organizationId, webhookId, {
    after: after ?? null,
    limit: DELIVERIES_PAGE + 1,
  });
  const page = rows.slice(0, DELIVERIES_PAGE);
  const last = page.at(-1);
  return {
    deliveries: page.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      type: row.type as TWebhookEventType,
      attempt: row.attempt,
      status: row.status,
      responseStatus: row.response_status,
      durationMs: row.duration_ms,
      error: row.error,
      createdAt: row.created_at.toISOString(),
      nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    })),
    nextCursor: rows.length > DELIVERIES_PAGE && last ? last.id : null,
  };
}

export async function redeliver(scope: OrganiserScope, webhookId: string, deliveryId: string): Promise<void> {
  if (!(await requeueAttemptMessage(scope.db, scope.organizationId, webhookId, deliveryId))) throw notFound();
}
