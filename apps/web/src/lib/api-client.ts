import type { CSRF_HEADER as CONTRACT_CSRF_HEADER } from '@usher/contract/auth';
import type { TErrorResponse } from '@usher/contract/errors';
import { MESSAGES } from '@usher/contract/messages';

/** A refused call: the HTTP status, the server's message and its field messages keyed by dotted path. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(status: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The contract's header name, checked by type so that its zod schemas stay out of the entry chunk. */
const CSRF_HEADER: typeof CONTRACT_CSRF_HEADER = 'x-csrf-token';

let csrfToken: string | null = null;
let onUnauthorized: () => void = () => {};

/** The session, login and logout answers carry the token; the auth feature hands it over here. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The app decides where a signed-out user goes (the client has no router). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

async function readError(response: Response): Promise<ApiError> {
  let body: Partial<TErrorResponse> = {};
  try {
    body = (await response.json()) as Partial<TErrorResponse>;
  } catch {
    // A proxy or crash page: keep the generic message.
  }
  const message = typeof body.message === 'string' && body.message ? body.message : MESSAGES.serverError;
  return new ApiError(response.status, message, body.errors ?? {});
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, MESSAGES.serverError);
  }
}

async function ensureCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  const response = await send('/api/auth/session', { headers: { accept: 'application/json' } });
  if (!response.ok) throw await readError(response);
  const session = (await response.json()) as { csrfToken: string };
  csrfToken = session.csrfToken;
  return csrfToken;
}

type Method = 'GET' | 'POST';

/** Per-call extras: headers of a feature's own (a check-in's device and nonce) and a signal to give up. */
export type RequestOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser cache's part: `no-cache` asks the server even within a copy's stale-while-revalidate window. */
  cache?: RequestCache;
};

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions & { asFile?: boolean } = {},
  isRetry = false,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (method !== 'GET') headers[CSRF_HEADER] = await ensureCsrfToken();

  const response = await send(path, {
    method,
    headers,
    body: payload,
    signal: options.signal,
    cache: options.cache,
  });
  if (response.ok && options.asFile) return (await response.blob()) as T;
  if (response.ok) {
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const error = await readError(response);
  if (error.status === 403 && error.message === MESSAGES.csrfMissing && !isRetry) {
    csrfToken = null;
    return request<T>(method, path, body, options, true);
  }
  if (error.status === 401 && path.startsWith('/api/client/')) onUnauthorized();
  throw error;
}

/**
 * Same-origin JSON client. Response types are the contract's `T…` types; bodies are not re-parsed here
 * so zod stays out of the entry chunk (the server already validates its answers against the contract).
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
  /** A file the server makes (a CSV export), with the same sign-in and error handling as JSON calls. */
  getFile: (path: string) => request<Blob>('GET', path, undefined, { asFile: true }),
  upload: <T>(path: string, file: File, field = 'file') => {
    const form = new FormData();
    form.append(field, file);
    return request<T>('POST', path, form);
  },
};
