import type { Db } from '../../db/database';
import { htmlParagraphs } from './email-html';
import { insertOutboxMessages } from './outbox.repository';

/**
 * Emails the organiser's Settings address that one of their webhooks was disabled (issue 29 §2), through the
 * outbox in the transaction that disables it. Nothing when the organisation has no email address.
 */
export async function queueWebhookDisabledNotice(
  trx: Db,
  notice: { organizationId: string; email: string | null; url: string; reason: string },
): Promise<string[]> {
  if (!notice.email) return [];
  const lines = [
    `Usher stopped sending events to your webhook ${notice.url}: ${notice.reason}`,
    'Events are no longer sent to it. Once the receiver works again, add the webhook again under Settings › Developers.',
  ];
  return insertOutboxMessages(trx, [
    {
      organizationId: notice.organizationId,
      channel: 'email',
      recipient: notice.email,
      subject: 'Your webhook was disabled',
      bodyText: lines.join('\n\n'),
      bodyHtml: htmlParagraphs(lines),
      attachmentOrderId: null,
    },
  ]);
}
