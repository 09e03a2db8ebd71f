import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { INBOX_ACCOUNT_SID, INBOX_AUTH_TOKEN, type InboxEmail, type InboxSms } from './inbox';

/**
 * The e2e run's mail and SMS providers, on loopback (started by playwright.config.ts before the app): a real SMTP
 * server the app sends its email to, a Twilio-speaking HTTP API it sends its SMS to, and `GET /received` for the
 * specs to read what arrived. Run with `npx tsx e2e/support/loopback-inbox.ts`.
 */
const emails: InboxEmail[] = [];
const sms: InboxSms[] = [];

/** Headers (folded lines joined) and the decoded text/plain part: what a spec checks of an email. */
function readEmail(raw: string, to: string[]): InboxEmail {
  const end = raw.search(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, end)
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  // nodemailer writes quoted-printable: join soft line breaks and decode the escapes.
  const text = raw
    .slice(end)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { to, subject: headers.subject ?? '', headers, text };
}

function startSmtp(port: number): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        emails.push(readEmail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

function startHttp(port: number): Promise<void> {
  const expectedAuth = `Basic ${Buffer.from(`${INBOX_ACCOUNT_SID}:${INBOX_AUTH_TOKEN}`).toString('base64')}`;
  const server = http.createServer(async (request, response) => {
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/received') return reply(200, { emails, sms });
    if (request.method === 'GET' && request.url === '/health') return reply(200, { ok: true });
    if (
      request.method !== 'POST' ||
      request.url !== `/2010-04-01/Accounts/${INBOX_ACCOUNT_SID}/Messages.json`
    )
      return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    if (request.headers.authorization !== expectedAuth)
      return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const message = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
    sms.push(message);
    reply(201, { sid: `SM${String(sms.length).padStart(32, '0')}`, ...message, status: 'queued' });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

await startSmtp(Number(process.env.INBOX_SMTP_PORT));
await startHttp(Number(process.env.INBOX_HTTP_PORT));
