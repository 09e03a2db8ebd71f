import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export type ReceivedMail = {
  envelopeTo: string[];
  headers: Record<string, string>;
  messageId: string;
  outboxId: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/** What the server answers to a message once it has all of it: accept it, or refuse with an SMTP code. */
export type SmtpAnswer = 'accept' | { code: number; message: string };

export type LoopbackSmtp = {
  url: string;
  /** Messages the server took responsibility for: it answered 250 to a client that was still there. */
  received: ReceivedMail[];
  /** Messages whose DATA was refused or whose client left before the answer. */
  dropped: number;
  /** Decides the answer to each complete message (called once per DATA). */
  answer: (mail: ReceivedMail) => SmtpAnswer | Promise<SmtpAnswer>;
  /** Holds every complete message unanswered until `release`, or until its client hangs up. */
  hold(): void;
  release(): void;
  /** Messages held right now, with their client still connected. */
  held(): number;
  /** Messages the server has all of and has not answered yet (held, or in a slow `answer`). */
  unanswered(): number;
  close(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 with no auth or TLS, keeping what it receives for a test to read. */
export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const closedSessions = new Set<string>();
  const waiting = new Set<{ session: SMTPServerSession; resume: () => void }>();
  let isHolding = false;
  let unanswered = 0;

  const waitWhileHeld = (session: SMTPServerSession) =>
    new Promise<void>((resume) => {
      if (!isHolding || closedSessions.has(session.id)) return resume();
      const waiter = { session, resume };
      waiting.add(waiter);
    });
  const wake = (filter: (session: SMTPServerSession) => boolean) => {
    for (const waiter of [...waiting].filter((w) => filter(w.session))) {
      waiting.delete(waiter);
      waiter.resume();
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = {
          ...parseMail(Buffer.concat(chunks)),
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        unanswered += 1;
        await waitWhileHeld(session);
        const answer = await loopback.answer(mail);
        unanswered -= 1;
        if (closedSessions.has(session.id) || answer !== 'accept') {
          loopback.dropped += 1;
          const refusal = answer === 'accept' ? { code: 421, message: 'client gone' } : answer;
          return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        }
        loopback.received.push(mail);
        callback();
      });
    },
    onClose(session) {
      closedSessions.add(session.id);
      wake((held) => held.id === session.id);
    },
  });
  // A client that vanishes (a process killed with SIGKILL) resets its connection: the server goes on serving.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const loopback: LoopbackSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    dropped: 0,
    answer: () => 'accept',
    hold: () => {
      isHolding = true;
    },
    release: () => {
      isHolding = false;
      wake(() => true);
    },
    held: () => [...waiting].filter((waiter) => !closedSessions.has(waiter.session.id)).length,
    unanswered: () => unanswered,
    close: () => {
      loopback.release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return loopback;
}

type MimePart = { headers: Record<string, string>; body: Buffer };

function splitPart(raw: Buffer): MimePart {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = end < 0 ? text : text.slice(0, end);
  const bodyStart = end < 0 ? text.length : end + (text.slice(end).match(/^\r?\n\r?\n/)?.[0].length ?? 0);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.subarray(Buffer.byteLength(text.slice(0, bodyStart), 'latin1')) };
}

function decodeBody(part: MimePart): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text = part.body.toString('latin1');
  if (encoding === 'base64') return Buffer.from(text.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const joined = text.replace(/=\r?\n/g, '');
    return Buffer.from(
      joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return part.body;
}

const parameter = (header: string | undefined, name: string) =>
  header?.match(new RegExp(`${name}="?([^";]+)"?`, 'i'))?.[1];

/** Just enough MIME for what nodemailer writes: nested multiparts, base64 and quoted-printable parts. */
function leafParts(part: MimePart): MimePart[] {
  const boundary = parameter(part.headers['content-type'], 'boundary');
  if (!boundary) return [part];
  const sections = part.body.toString('latin1').split(`--${boundary}`).slice(1, -1);
  return sections.flatMap((section) =>
    leafParts(splitPart(Buffer.from(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), 'latin1'))),
  );
}

export function parseMail(raw: Buffer): Omit<ReceivedMail, 'envelopeTo'> {
  const message = splitPart(raw);
  const leaves = leafParts(message);
  const textOf = (type: string) => {
    const found = leaves.find(
      (leaf) =>
        leaf.headers['content-type']?.startsWith(type) &&
        !leaf.headers['content-disposition']?.includes('attachment'),
    );
    return found ? decodeBody(found).toString('utf8') : '';
  };
  return {
    headers: message.headers,
    messageId: message.headers['message-id'] ?? '',
    outboxId: message.headers['x-usher-outbox-id'] ?? '',
    subject: message.headers.subject ?? '',
    text: textOf('text/plain'),
    html: textOf('text/html'),
    attachments: leaves
      .filter((leaf) => leaf.headers['content-disposition']?.includes('attachment'))
      .map((leaf) => ({
        filename: parameter(leaf.headers['content-disposition'], 'filename') ?? '',
        contentType: leaf.headers['content-type']?.split(';')[0] ?? '',
        content: decodeBody(leaf),
      })),
  };
}
