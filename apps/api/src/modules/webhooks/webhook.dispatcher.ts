import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { queueWebhookDisabledNotice } from '../delivery/webhook-disabled-notice.service';
import type { DeliveryQueue } from '../delivery/delivery.worker';
import { composeWebhookBody } from './webhook-body';
import { postJson, WEBHOOK_TIMEOUT_MS, type PostOutcome } from './webhook-post';
import { signWebhook } from './webhook-signature';
import { pinWebhookAddress } from './url-guard';
import {
  claimDueMessages,
  clearFailing,
  disableWebhook,
  markFailing,
  recordAttempt,
  type ClaimedMessage,
} from './webhook.repository';

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;
/** The waits before each retry (issue 29 §2): about three days in all, then the event is given up. */
export const RETRY_SCHEDULE_MS = [
  5 * SECOND,
  5 * 60 * SECOND,
  30 * 60 * SECOND,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];
/** A webhook whose attempts have failed for this long without one delivered is disabled. */
export const DISABLE_AFTER_MS = 3 * 24 * HOUR;

export type WebhookDispatcherOptions = {
  db: Db;
  /** `WEBHOOKS_ALLOW_PRIVATE_URLS`: http and internal addresses are sent to (development and tests). */
  allowPrivateUrls: boolean;
  /** Where the notice of a disabled webhook goes once its transaction commits. */
  delivery: Pick<DeliveryQueue, 'enqueue'>;
  retryScheduleMs?: number[];
  disableAfterMs?: number;
  timeoutMs?: number;
  /** How long a claimed message is left to its attempt before another process may take it (a crash). */
  leaseMs?: number;
  pollIntervalMs?: number;
  /** Messages sent at once by this process. */
  concurrency?: number;
};

export type WebhookDispatcher = { start(log: FastifyBaseLogger): void; stop(): Promise<void> };

/**
 * Sends the webhooks' outbox: claims due messages (`claimDueMessages`), POSTs each signed, and records the
 * attempt: delivered on a 2xx, else retried on the schedule; a 410, or three days of failing, disables the
 * webhook and emails the organiser. At least once: a message is marked only after its answer, so a process
 * killed mid-send leaves it claimed, and it is taken again when its lease ends, with the same event id.
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { db } = options;
  const schedule = options.retryScheduleMs ?? RETRY_SCHEDULE_MS;
  const disableAfterMs = options.disableAfterMs ?? DISABLE_AFTER_MS;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const leaseMs = options.leaseMs ?? timeoutMs + 5 * SECOND;
  const pollIntervalMs = options.pollIntervalMs ?? SECOND;
  const concurrency = options.concurrency ?? 8;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> = Promise.resolve();
  let log: FastifyBaseLogger | undefined;

  const attempt = async (message: ClaimedMessage, body: string): Promise<PostOutcome> => {
    let pinned;
    try {
      pinned = await pinWebhookAddress(message.url, options.allowPrivateUrls);
    } catch (error) {
      return { kind: 'failed', error: (error as Error).message, durationMs: 0 };
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': message.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(message.secret, message.event_id, timestamp, body),
    };
    return postJson(message.url, body, headers, pinned, timeoutMs);
  };

  const record = async (message: ClaimedMessage, body: string, outcome: PostOutcome) => {
    const status = outcome.kind === 'answered' ? outcome.status : null;
    const isDelivered = status !== null && status >= 200 && status < 300;
    const error = outcome.kind === 'failed' ? outcome.error : isDelivered ? null : `answered ${status}`;
    const isGone = status === 410;
    const retryIn = schedule[message.attempts - 1];
    const nextAttemptAt =
      isDelivered || isGone || retryIn === undefined ? null : new Date(Date.now() + retryIn);
    const recorded = {
      message,
      status: isDelivered ? ('delivered' as const) : ('failed' as const),
      responseStatus: status,
      durationMs: outcome.durationMs,
      error,
    };
    if (isDelivered) {
      await recordAttempt(db, { ...recorded, nextAttemptAt: null }, body);
      if (message.failing_since) await clearFailing(db, message.webhook_id);
      return;
    }
    const notices = await db.transaction().execute(async (trx) => {
      const failingSince = await markFailing(trx, message.webhook_id);
      const hasFailedTooLong = failingSince !== null && Date.now() - failingSince.getTime() >= disableAfterMs;
      const disableReason = isGone
        ? 'it answered 410 Gone.'
        : hasFailedTooLong
          ? 'it has not accepted an event for three days.'
          : null;
      await recordAttempt(trx, { ...recorded, nextAttemptAt: disableReason ? null : nextAttemptAt }, body);
      if (!disableReason) return [];
      const disabled = await disableWebhook(trx, message.webhook_id);
      if (!disabled) return [];
      log?.warn({ webhookId: message.webhook_id, reason: disableReason }, 'webhooks: webhook disabled');
      return queueWebhookDisabledNotice(trx, {
        organizationId: message.organization_id,
        email: disabled.email,
        url: disabled.url,
        reason: disableReason,
      });
    });
    await options.delivery.enqueue(notices);
  };

  const send = async (message: ClaimedMessage) => {
    // Composed at the first attempt and stored with its outcome, so every retry sends the same bytes.
    const body = message.body ?? (await composeWebhookBody(db, message));
    const outcome = await attempt(message, body);
    await record(message, body, outcome);
    log?.debug({ webhookId: message.webhook_id, eventId: message.event_id, outcome }, 'webhooks: attempt');
  };

  /** Takes and sends due messages until none is left, then waits for the next poll. */
  const drain = async () => {
    while (running) {
      const messages = await claimDueMessages(db, concurrency, leaseMs);
      if (messages.length === 0) return;
      await Promise.all(
        messages.map((message) =>
          send(message).catch((error: unknown) =>
            log?.error({ err: error, webhookId: message.webhook_id }, 'webhooks: attempt failed to record'),
          ),
        ),
      );
    }
  };

  const schedulePoll = () => {
    timer = setTimeout(() => {
      loop = drain()
        .catch((error: unknown) => log?.error({ err: error }, 'webhooks: claim failed'))
        .finally(() => {
          if (running) schedulePoll();
        });
    }, pollIntervalMs);
  };

  return {
    start(logger) {
      log = logger;
      running = true;
      schedulePoll();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await loop;
    },
  };
}
