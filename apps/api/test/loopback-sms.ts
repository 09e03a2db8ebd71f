import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../src/config';

export type ReceivedSms = {
  sid: string;
  to: string;
  from: string;
  body: string;
  idempotencyKey: string | null;
};

/** How the provider answers one well-formed request: take it, refuse it, or hang up without a word. */
export type SmsAnswer = 'accept' | 'hang-up' | { status: number; message: string };

export type LoopbackSms = {
  /** The app's SMS settings pointing at this server. */
  config: NonNullable<AppConfig['sms']>;
  /** Messages the provider took (answered 201). */
  received: ReceivedSms[];
  /** Every authorised request, taken or not. */
  requests: Omit<ReceivedSms, 'sid'>[];
  answer: (request: Omit<ReceivedSms, 'sid'>) => SmsAnswer;
  close(): Promise<void>;
};

const ACCOUNT_SID = 'AC00000000000000000000000000000001';
const AUTH_TOKEN = 'loopback-token';

/** A loopback HTTP server that speaks Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json`. */
export async function startLoopbackSms(): Promise<LoopbackSms> {
  const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
  const server = http.createServer(async (request, response) => {
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) {
      return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    if (request.headers.authorization !== expectedAuth) {
      return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const sms = {
      to: form.get('To') ?? '',
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
      idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
    };
    loopback.requests.push(sms);
    const answer = loopback.answer(sms);
    if (answer === 'hang-up') return request.socket.destroy();
    if (answer !== 'accept')
      return reply(answer.status, { code: 21211, message: answer.message, status: answer.status });
    const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
    loopback.received.push({ sid, ...sms });
    reply(201, {
      sid,
      account_sid: ACCOUNT_SID,
      to: sms.to,
      from: sms.from,
      body: sms.body,
      status: 'queued',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const loopback: LoopbackSms = {
    config: {
      apiUrl: `http://127.0.0.1:${port}`,
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+447700900999',
    },
    received: [],
    requests: [],
    answer: () => 'accept',
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return loopback;
}
