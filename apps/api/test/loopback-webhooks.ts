import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type ReceivedWebhook = { headers: http.IncomingHttpHeaders; body: string; json: any };

/** How the receiver answers one request: a status (with headers), or never. */
export type WebhookAnswer = number | { status: number; headers: Record<string, string> } | 'hang';

export type LoopbackWebhooks = {
  /** `http://127.0.0.1:{port}/hooks`: a URL only `WEBHOOKS_ALLOW_PRIVATE_URLS` lets a webhook use. */
  url: string;
  /** Every request, in arrival order, whatever it was answered. */
  received: ReceivedWebhook[];
  /** Decides each answer; 200 unless a test sets otherwise. */
  answer: (request: ReceivedWebhook) => WebhookAnswer;
  /** Resolves once `count` requests have arrived (fails the test after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
};

/** A loopback HTTP receiver of webhooks that records every request and answers as the test says. */
export async function startLoopbackWebhooks(): Promise<LoopbackWebhooks> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: LoopbackWebhooks = {
    url: '',
    received: [],
    answer: () => 200,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} webhook requests, got ${receiver.received.length}`);
        }
        await sleep(20);
      }
      return receiver.received.slice(0, count);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const received = { headers: request.headers, body, json: JSON.parse(body) };
      receiver.received.push(received);
      const answer = receiver.answer(received);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
      response.writeHead(status, headers);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/hooks`;
  return receiver;
}
