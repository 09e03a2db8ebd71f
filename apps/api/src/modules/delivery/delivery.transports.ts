import type { AppConfig } from '../../config';
import { devOutboxDir } from './dev-mailbox.store';
import { createDevEmailTransport, createSmtpTransport } from './email.transport';
import { SEND_TIMEOUT_MS, type Transports } from './message.transport';
import { createDevSmsTransport, createTwilioSmsTransport } from './sms.transport';

/** SMTP and the SMS API when configured; the developer mailbox for a channel that is not. */
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
