import { htmlToText } from '@usher/contract/html-text';
import {
  PermanentDeliveryError,
  type ComposedMessage,
  type SendComposer,
} from '../delivery/message.transport';
import { findSendToCompose } from './mailing-send.repository';
import { signShortUnsubscribeToken, signUnsubscribeToken, unsubscribeSecret } from './unsubscribe.token';
import { escapeHtml } from '../delivery/email-html';

export type SendToCompose = {
  channel: 'email' | 'sms';
  subject: string | null;
  /** Sanitised when the send was made (email), or the SMS text. */
  content: string;
  organizationName: string;
};

/** The web page a person reads before unsubscribing, and the address mail clients POST to in one click. */
export function unsubscribeUrls(publicUrl: string, token: string) {
  return {
    page: `${publicUrl}/u/${encodeURIComponent(token)}`,
    oneClick: `${publicUrl}/api/public/unsubscribe/${encodeURIComponent(token)}`,
  };
}

/**
 * One recipient's message of a send. An email carries a footer with the unsubscribe link and the RFC 8058
 * headers, so mail clients offer their own one-click button. An SMS is the text as written and one short
 * opt-out line with the link of the short token (an alphanumeric sender cannot take a STOP reply).
 */
export function composeSendMessage(
  send: SendToCompose,
  { publicUrl, token, shortToken }: { publicUrl: string; token: string; shortToken: string },
): ComposedMessage {
  if (send.channel === 'sms') {
    const optOut = `Opt out: ${unsubscribeUrls(publicUrl, shortToken).page}`;
    return { subject: null, bodyText: `${send.content}\n${optOut}`, bodyHtml: null };
  }
  const urls = unsubscribeUrls(publicUrl, token);
  const sender = `You receive this email from ${send.organizationName}.`;
  const html = [
    send.content,
    '<hr>',
    `<p style="font-size:12px;color:#666">${escapeHtml(sender)} ` +
      `<a href="${escapeHtml(urls.page)}">Unsubscribe</a></p>`,
  ].join('\n');
  const text = `${htmlToText(send.content)}\n\n--\n${sender}\nUnsubscribe: ${urls.page}`;
  return {
    subject: send.subject,
    bodyText: text,
    bodyHtml: html,
    headers: {
      'List-Unsubscribe': `<${urls.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** One recipient's message of a send, as the delivery worker asks for it when the row's turn comes. */
export const composeSendRow: SendComposer = async (db, { outboxId, sendId }, publicUrl) => {
  const send = await findSendToCompose(db, sendId);
  if (!send) throw new PermanentDeliveryError('the send is gone');
  const secret = await unsubscribeSecret(db);
  return composeSendMessage(send, {
    publicUrl,
    token: signUnsubscribeToken(secret, outboxId),
    shortToken: signShortUnsubscribeToken(secret, outboxId),
  });
};
