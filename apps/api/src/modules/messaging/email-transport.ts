import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { writeDevMessage } from './dev-mailbox';
import { PermanentDeliveryError, SEND_TIMEOUT_MS, type MessageTransport, type OutgoingMessage } from './message-transport';

/** The outbox id travels as the Message-ID and a header, so a receiver can tell a repeat from a new message. */
export function toMail(message: OutgoingMessage, from: string): Mail.Options {
  return {
    from,
    to: message.recipient,
    subject: message.subject ?? '',
    text: message.bodyText,
    html: message.bodyHtml ?? undefined,
    messageId: `<${message.id}@usher.outbox>`,
    date: message.createdAt,
    headers: { 'X-Usher-Outbox-Id': message.id },
    attachments: message.attachments,
  };
}

export function createSmtpTransport(smtpUrl: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS / 3,
    greetingTimeout: SEND_TIMEOUT_MS / 3,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    async send(message) {
      try {
        const info = await transporter.sendMail(toMail(message, from));
        return info.messageId;
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code && code >= 500) throw new PermanentDeliveryError((error as Error).message);
        throw error;
      }
    },
  };
}

/** Writes the email as it would have gone out (.eml with the PDF) and a .json for the dev mailbox page. */
export function createDevEmailTransport(dir: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(toMail(message, from));
      await writeDevMessage(dir, message, info.message as Buffer);
      return `dev-outbox:${message.id}`;
    },
  };
}
