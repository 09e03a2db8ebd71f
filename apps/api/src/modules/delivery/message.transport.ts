import type { AppConfig } from '../../config';
import { createDevEmailTransport, createSmtpTransport } from './email.transport';
import { createDevSmsTransport, createTwilioSmsTransport } from './sms.transport';
import { devOutboxDir } from './dev-mailbox.store';

export type OutgoingMessage = {
  id: string;
  organizationId: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Extra email headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Email: where a reply goes, the organiser's email from Settings; absent when the organiser has none. */
  replyTo?: string;
  /** SMS: the organiser's name as an alphanumeric sender ID, where one can be made (see sms-sender.ts). */
  senderId?: string;
  createdAt: Date;
};

/**
 * Hands one message to a provider and answers the provider's id for it. The outbox id travels with the
 * message (email Message-ID, SMS Idempotency-Key header) so a provider or receiver can drop a repeat.
 */
export type MessageTransport = {
  send(message: OutgoingMessage): Promise<string>;
  /** Lets go of open connections (the SMTP pool) once the last send has finished. */
  close?(): void;
};
export type Transports = Record<OutgoingMessage['channel'], MessageTransport>;

/** A refusal that retrying cannot fix (a rejected address, a message the provider will never take). */
export class PermanentDeliveryError extends Error {}

/** Every send gives up well before the queue's job expires, so an expired job is never still sending. */
export const SEND_TIMEOUT_MS = 30_000;

/** The developer mailbox is on when no provider is configured at all. */
export function isDevMailboxOn(config: AppConfig): boolean {
  return !config.smtpUrl && !config.sms;
}

export function createTransports(
  config: AppConfig,
  { timeoutMs = SEND_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Transports {
  const maxConnections = config.deliveryConcurrency;
  const devDir = devOutboxDir(config.dataDir);
  return {
    email: config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.mailFrom, { timeoutMs, maxConnections })
      : createDevEmailTransport(devDir, config.mailFrom),
    sms: config.sms ? createTwilioSmsTransport(config.sms, timeoutMs) : createDevSmsTransport(devDir),
  };
}
