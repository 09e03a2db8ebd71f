// A signed-in HTTP client of the running app, as a browser is: keeps its cookies, sends the CSRF token on writes.

export type Answer = { status: number; text: string; body: unknown; ms: number };

export class ApiClient {
  private readonly cookies = new Map<string, string>();
  csrfToken = '';

  constructor(readonly baseUrl: string) {}

  /** The Cookie header this client sends, for load generators that make their own requests. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const all: Record<string, string> = { accept: 'application/json', ...headers };
    if (method === 'POST') all['x-csrf-token'] = this.csrfToken;
    if (this.cookies.size > 0) all.cookie = this.cookieHeader;
    if (body !== undefined) all['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const value = pair.slice(separator + 1).trim();
      if (value) this.cookies.set(pair.slice(0, separator).trim(), value);
      else this.cookies.delete(pair.slice(0, separator).trim());
    }
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // CSV or HTML: the text is the body.
    }
    return { status: response.status, text, body: parsed, ms: elapsed };
  }

  /** The JSON answer of a request that must succeed. */
  async json<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const answer = await this.request(method, path, body);
    if (answer.status !== 200) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
    }
    return answer.body as T;
  }

  /** Signs in with a password: the session call sets the pre-session cookie whose CSRF token the login needs. */
  async signIn(email: string, password: string): Promise<void> {
    const session = await this.json<{ csrfToken: string }>('GET', '/api/auth/session');
    this.csrfToken = session.csrfToken;
    const login = await this.json<{ csrfToken: string }>('POST', '/api/auth/login', { email, password });
    this.csrfToken = login.csrfToken;
  }
}

/** Runs `task` over `items` with `concurrency` workers; each worker takes the next item when it is done. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number, worker: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async (_, worker) => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index, worker);
      }
    }),
  );
  return results;
}
