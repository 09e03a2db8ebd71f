import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the proxy handled it: where it went last, when, and how it ended. */
export type ProxiedRequest = {
  method: string;
  path: string;
  /** The backend of the last attempt; null when none was in rotation. */
  backend: string | null;
  /** When the last attempt was sent to `backend`. */
  sentAt: number;
  endedAt: number;
  /** The backend's status, or 502 when the last attempt failed without one (503 with no backend at all). */
  status: number;
  attempts: number;
  error?: string;
};

export type LoopbackProxy = {
  url: string;
  /** Adds a backend; it joins the rotation at its first health check that answers 200. */
  add(backend: string): void;
  remove(backend: string): void;
  isInRotation(backend: string): boolean;
  /** Every request answered so far, in the order they ended. */
  log: ProxiedRequest[];
  close(): Promise<void>;
};

/** Methods RFC 9110 calls idempotent: sent again to another backend when the first did not answer. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Headers of one connection, not passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

const withoutHopByHop = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

type Backend = { url: URL; isUp: boolean; failedChecks: number; timer: NodeJS.Timeout };

/** Failed checks in a row that take a backend out of rotation (HAProxy's `fall`); one success puts it back. */
const FALL = 2;

/**
 * A load balancer on 127.0.0.1, set up as the README's "Restarts without a dropped request" says: round robin
 * over the backends whose `GET /api/health` answers 200 (checked every `healthIntervalMs`; two failed checks in a
 * row, a 503 or no answer within 3 s, take a backend out, one success puts it back; with none in rotation, any);
 * a new connection to the backend for each request; a request whose connection was refused goes to the next
 * backend whatever its method, and an idempotent one also after any other failure without an answer; a POST that
 * reached a backend is never sent twice (502 instead).
 */
export async function startLoopbackProxy({ healthIntervalMs = 100 } = {}): Promise<LoopbackProxy> {
  const backends = new Map<string, Backend>();
  const log: ProxiedRequest[] = [];
  let turn = 0;

  const check = (backend: Backend) => {
    const failed = () => {
      backend.failedChecks += 1;
      if (backend.failedChecks >= FALL) backend.isUp = false;
    };
    const request = http.get(
      new URL('/api/health', backend.url),
      { agent: false, timeout: 3_000 },
      (answer) => {
        if (answer.statusCode === 200) Object.assign(backend, { isUp: true, failedChecks: 0 });
        else failed();
        answer.resume();
      },
    );
    request.on('timeout', () => request.destroy(new Error('health check timed out')));
    request.on('error', failed);
  };

  /** The next backend in rotation; when none is (every check failed, say on an overloaded machine), any untried one, as nginx does. */
  const pick = (tried: Set<Backend>) => {
    const untried = [...backends.values()].filter((backend) => !tried.has(backend));
    const inRotation = untried.filter((backend) => backend.isUp);
    const candidates = inRotation.length > 0 ? inRotation : untried;
    if (candidates.length === 0) return null;
    return candidates[turn++ % candidates.length]!;
  };

  const forward = (backend: Backend, incoming: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const outgoing = http.request(
        new URL(incoming.url ?? '/', backend.url),
        {
          method: incoming.method,
          // A connection per request, as nginx's default: a process that died is refused at once, never
          // reached through a pooled connection the proxy has not yet seen closed.
          agent: false,
          headers: {
            ...withoutHopByHop(incoming.headers),
            host: backend.url.host,
            'content-length': String(body.length),
            'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          );
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = http.createServer((incoming, reply) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      const method = incoming.method ?? 'GET';
      const tried = new Set<Backend>();
      const entry: ProxiedRequest = {
        method,
        path: incoming.url ?? '/',
        backend: null,
        sentAt: Date.now(),
        endedAt: 0,
        status: 503,
        attempts: 0,
      };
      for (let backend = pick(tried); backend; backend = pick(tried)) {
        tried.add(backend);
        Object.assign(entry, {
          backend: backend.url.origin,
          sentAt: Date.now(),
          attempts: entry.attempts + 1,
        });
        try {
          const answer = await forward(backend, incoming, body);
          reply.writeHead(answer.status, withoutHopByHop(answer.headers)).end(answer.body);
          Object.assign(entry, { status: answer.status, error: undefined });
          break;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? String(error);
          Object.assign(entry, { status: 502, error: code });
          // A refused connection is what a stopped process looks like: out of rotation until its next check.
          if (code === 'ECONNREFUSED') backend.isUp = false;
          if (code !== 'ECONNREFUSED' && !IDEMPOTENT.has(method)) break;
        }
      }
      if (!reply.headersSent)
        reply.writeHead(entry.status, { 'content-type': 'text/plain' }).end(entry.error);
      entry.endedAt = Date.now();
      log.push(entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    add(url) {
      const backend: Backend = {
        url: new URL(url),
        isUp: false,
        failedChecks: 0,
        timer: setInterval(() => check(backend), healthIntervalMs),
      };
      backends.set(url, backend);
      check(backend);
    },
    remove(url) {
      clearInterval(backends.get(url)?.timer);
      backends.delete(url);
    },
    isInRotation: (url) => backends.get(url)?.isUp ?? false,
    log,
    async close() {
      for (const backend of backends.values()) clearInterval(backend.timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
