import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';

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

/** What a message says: the part of it that a ticket row holds and a send composes per recipient. */
export type ComposedMessage = Pick<OutgoingMessage, 'subject' | 'bodyText' | 'bodyHtml' | 'headers'>;

/**
 * Composes one row of an organiser's send (the mailing module's, handed in where the worker is made):
 * delivery knows the outbox, not what a send says or how its unsubscribe link is signed.
 */
export type SendComposer = (
  db: Db,
  row: { outboxId: string; sendId: string },
  publicUrl: string,
) => Promise<ComposedMessage>;

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
