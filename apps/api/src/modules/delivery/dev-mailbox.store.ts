import fs from 'node:fs/promises';
import path from 'node:path';
import { ZDevMailboxMessage, type TDevMailboxMessage } from '@usher/contract/messaging';
import type { OutgoingMessage } from './message.transport';

const ZStoredMessage = ZDevMailboxMessage.extend({ organizationId: ZDevMailboxMessage.shape.id });

export function devOutboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** One `<id>.json` (and `<id>.eml` for email) per message; rewriting the same message leaves one copy. */
export async function writeDevMessage(dir: string, message: OutgoingMessage, eml?: Buffer): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  if (eml) await fs.writeFile(path.join(dir, `${message.id}.eml`), eml);
  const record = {
    id: message.id,
    organizationId: message.organizationId,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    bodyText: message.bodyText,
    bodyHtml: message.bodyHtml,
    attachments: message.attachments.map((attachment) => attachment.filename),
    createdAt: message.createdAt.toISOString(),
  };
  const file = path.join(dir, `${message.id}.json`);
  await fs.writeFile(`${file}.tmp`, JSON.stringify(record, null, 2));
  await fs.rename(`${file}.tmp`, file);
}

/** The organiser's messages in the developer outbox, newest first. */
export async function listDevMessages(
  dir: string,
  organizationId: string,
  limit = 200,
): Promise<TDevMailboxMessage[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const records = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map((name) => readRecord(path.join(dir, name))),
  );
  return records
    .filter((record) => record?.organizationId === organizationId)
    .map((record) => ZDevMailboxMessage.parse(record))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}

async function readRecord(file: string) {
  try {
    return ZStoredMessage.parse(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch {
    return null; // half-written or foreign files are not messages
  }
}
