/** Talks to the app over real HTTP like a browser: keeps cookies and sends the CSRF token it was given. */
export class TestClient {
  private readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    url: string,
    options: {
      body?: unknown;
      form?: FormData;
      /** Bytes sent as they are, with the content type given in `headers`. */
      rawBody?: Uint8Array;
      csrf?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<{ status: number; body: any; headers: Headers; text: string; bytes: Uint8Array }> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && options.csrf !== false) {
      if (this.csrfToken === null) await this.refreshSession();
      headers['x-csrf-token'] = this.csrfToken ?? '';
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.rawBody) body = new Blob([new Uint8Array(options.rawBody)]);
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}${url}`, { method, headers, body, redirect: 'manual' });
    this.keepCookies(response.headers);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Decoded as a browser would, which drops a leading byte-order mark: `bytes` keeps it.
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (HTML pages, CSV): the text is the body.
    }
    return { status: response.status, body: parsed, headers: response.headers, text, bytes };
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, body?: unknown, options: { csrf?: boolean } = {}) {
    return this.request('POST', url, { body, ...options });
  }

  async refreshSession(): Promise<void> {
    const session = await this.request('GET', '/api/auth/session');
    this.csrfToken = session.body.csrfToken;
  }

  async login(email: string, password: string) {
    const response = await this.post('/api/auth/login', { email, password });
    if (response.status === 200) this.csrfToken = response.body.csrfToken;
    return response;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Puts a cookie in the jar as a browser holding it (a forged one, say) would send it. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** The Cookie header this client sends, for requests made without it (raw sockets). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a) || /expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
