import type { Db } from '../db/database';
import { insertSendRows } from '../modules/delivery/outbox.repository';
import { insertSend } from '../modules/mailing/mailing-send.repository';
import { findEventGuestContacts } from '../modules/sales/event-audience.service';
import type { DemoActivityIds } from './demo-activities';

const NEWSLETTER = [
  '<p>Thank you for coming to <strong>Jazz by the River</strong> last week!</p>',
  '<p>Next dates:</p>',
  '<ul><li>Every Thursday, 19:30</li><li>Members get 10% off with RIVERSIDE10</li></ul>',
].join('');

/**
 * A newsletter to last week's jazz guests, so the sent-messages history shows a real send. Its messages are left
 * pending: the app's own delivery sends them as it starts — into the developer mailbox when neither SMTP nor SMS
 * is set — so the history's delivered count and the developer mailbox always tell the same story (issue 15).
 */
export async function seedDemoMailingSends(
  db: Db,
  organizationId: string,
  createdBy: string,
  programme: { jazz: DemoActivityIds },
): Promise<void> {
  const lastWeek = programme.jazz.dates[1]!.eventId;
  const contacts = await findEventGuestContacts(db, organizationId, lastWeek, {
    channel: 'email',
    target: 'all',
    ticketVariantIds: [],
  });
  const recipients = [...new Set(contacts)];
  const id = await insertSend(db, {
    organizationId,
    channel: 'email',
    subject: 'Thanks for coming: the next jazz nights',
    content: NEWSLETTER,
    eventId: lastWeek,
    recipients: recipients.length,
    duplicates: contacts.length - recipients.length,
    unsubscribed: 0,
    scheduledFor: null,
    createdBy,
  });
  await insertSendRows(db, { id, organizationId, channel: 'email', notBefore: null }, recipients);
}
