import type { AppConfig } from '../../config';
import { writeDevMessage } from './dev-mailbox.store';
import { PermanentDeliveryError, type MessageTransport } from './message.transport';

/** Client errors that a later attempt can get past: a timeout, too early, too many requests. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 425, 429]);

/**
 * Twilio's Messages API, or any provider that speaks it (SMS_API_URL). The outbox id goes as the
 * `Idempotency-Key` header: a provider that honours it drops a repeat; Twilio itself ignores it, so an SMS
 * whose answer was lost (timeout, reset connection) can go out twice.
 */
export function createTwilioSmsTransport(
  sms: NonNullable<AppConfig['sms']>,
  timeoutMs: number,
): MessageTransport {
  const url = `${sms.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': message.id,
        },
        body: new URLSearchParams({
          To: message.recipient,
          From: message.senderId ?? sms.from,
          Body: message.bodyText,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json().catch(() => null)) as { sid?: string; message?: string } | null;
      if (!response.ok) {
        const reason = `SMS API answered ${response.status}${body?.message ? `: ${body.message}` : ''}`;
        const isPermanent =
          response.status >= 400 && response.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(response.status);
        throw isPermanent ? new PermanentDeliveryError(reason) : new Error(reason);
      }
      // A 2xx means the provider took the message: retrying for want of a sid would send it twice.
      return body?.sid ?? `http-${response.status}:${message.id}`;
    },
  };
}

export function createDevSmsTransport(dir: string): MessageTransport {
  return {
    async send(message) {
      await writeDevMessage(dir, message);
      return `dev-outbox:${message.id}`;
    },
  };
}
