import { z } from 'zod';

/** A message written to the developer outbox instead of being sent, as the dev mailbox page lists it. */
export const ZDevMailboxMessage = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  bodyText: z.string(),
  bodyHtml: z.string().nullable(),
  attachments: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TDevMailboxMessage = z.infer<typeof ZDevMailboxMessage>;

export const ZDevMailboxResponse = z.object({ messages: z.array(ZDevMailboxMessage) });
export type TDevMailboxResponse = z.infer<typeof ZDevMailboxResponse>;
