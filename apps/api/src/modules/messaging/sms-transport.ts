import type { AppConfig } from '../../config';
import { writeDevMessage } from './dev-mailbox';
import { PermanentDeliveryError, SEND_TIMEOUT_MS, type MessageTransport } from './message-transport';

/** Twilio's Messages API, or any provider that speaks it (SMS_API_URL). */
export function createTwilioSmsTransport(sms: NonNullable<AppConfig['sms']>): MessageTransport {
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
        },
        body: new URLSearchParams({ To: message.recipient, From: sms.from, Body: message.bodyText }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as { sid?: string; message?: string } | null;
      if (!response.ok) {
        const reason = `SMS API answered ${response.status}${body?.message ? `: ${body.message}` : ''}`;
        const isPermanent = response.status >= 400 && response.status < 500 && response.status !== 429;
        throw isPermanent ? new PermanentDeliveryError(reason) : new Error(reason);
      }
      if (!body?.sid) throw new Error('SMS API answered without a message sid');
      return body.sid;
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
