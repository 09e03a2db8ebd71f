import type Mail from 'nodemailer/lib/mailer';
import { writeDevMessage } from './dev-mailbox.store';
import { PermanentDeliveryError, type MessageTransport, type OutgoingMessage } from './message.transport';

/** nodemailer, loaded with the first email sent rather than at start-up. */
function loadNodemailer() {
  return Promise.all([
    import('nodemailer'),
    import('nodemailer/lib/addressparser'),
    import('nodemailer/lib/smtp-pool'),
  ]).then(([nodemailer, addressparser, smtpPool]) => ({
    nodemailer: nodemailer.default,
    addressparser: addressparser.default,
    SMTPPool: smtpPool.default,
  }));
}
type Nodemailer = Awaited<ReturnType<typeof loadNodemailer>>;
let nodemailerLoaded: Promise<Nodemailer> | undefined;
const nodemailerModules = () => (nodemailerLoaded ??= loadNodemailer());

/** The bare address of MAIL_FROM (`Usher <tickets@example.com>` → `tickets@example.com`), for the envelope. */
function envelopeSender({ addressparser }: Nodemailer, from: string): string {
  const [first] = addressparser(from, { flatten: true });
  return first?.address || from;
}

/**
 * The outbox id travels as the Message-ID and a header, so a receiver can tell a repeat from a new message.
 * Recipient and Reply-To go as address objects and the envelope is given: nodemailer never parses them, so
 * display-name or group syntax cannot turn one address into another (the product only stores bare ones).
 */
function toMail(modules: Nodemailer, message: OutgoingMessage, from: string): Mail.Options {
  return {
    from,
    to: { name: '', address: message.recipient },
    ...(message.replyTo ? { replyTo: { name: '', address: message.replyTo } } : {}),
    envelope: { from: envelopeSender(modules, from), to: [message.recipient] },
    subject: message.subject ?? '',
    text: message.bodyText,
    html: message.bodyHtml ?? undefined,
    messageId: `<${message.id}@usher.outbox>`,
    date: message.createdAt,
    headers: { ...message.headers, 'X-Usher-Outbox-Id': message.id },
    attachments: message.attachments,
  };
}

/**
 * SMTP over a pool of up to `maxConnections` open connections, each reused for 100 messages: a fresh
 * connection per message (TCP, greeting, EHLO, and TLS for a real server) held a drain of 50,000 emails to a
 * few messages a second. 5xx answers are permanent, 4xx and broken connections are retried. A connection lost
 * after the final `.` but before the server's 250 leaves the outcome unknown: the retry goes out with the same
 * Message-ID, which is what a receiver can drop a repeat by.
 */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  { timeoutMs, maxConnections }: { timeoutMs: number; maxConnections: number },
): MessageTransport {
  const connect = async () => {
    const { nodemailer, SMTPPool } = await nodemailerModules();
    // Built directly: given `{ url, ... }`, nodemailer.createTransport keeps the URL and drops every other
    // option, which left the timeouts at nodemailer's 10 minutes, far past the queue job's expiry.
    const smtp = new SMTPPool({
      url: smtpUrl,
      pool: true,
      maxConnections,
      maxMessages: 100,
      connectionTimeout: timeoutMs / 3,
      greetingTimeout: timeoutMs / 3,
      socketTimeout: timeoutMs,
    });
    return nodemailer.createTransport(smtp);
  };
  let transporter: ReturnType<typeof connect> | undefined;
  return {
    async send(message) {
      try {
        const [modules, smtp] = await Promise.all([nodemailerModules(), (transporter ??= connect())]);
        const info = await smtp.sendMail(toMail(modules, message, from));
        return info.messageId;
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code && code >= 500) throw new PermanentDeliveryError((error as Error).message);
        throw error;
      }
    },
    close() {
      void transporter?.then((smtp) => smtp.close());
    },
  };
}

/** Writes the email as it would have gone out (.eml with the PDF) and a .json for the dev mailbox page. */
export function createDevEmailTransport(dir: string, from: string): MessageTransport {
  const open = async () => {
    const { nodemailer } = await nodemailerModules();
    return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  };
  let transporter: ReturnType<typeof open> | undefined;
  return {
    async send(message) {
      const [modules, stream] = await Promise.all([nodemailerModules(), (transporter ??= open())]);
      const info = await stream.sendMail(toMail(modules, message, from));
      await writeDevMessage(dir, message, info.message as Buffer);
      return `dev-outbox:${message.id}`;
    },
  };
}
