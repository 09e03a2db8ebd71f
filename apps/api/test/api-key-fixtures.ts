import type { TestClient } from './test-client';

/** A new API key of the master's organiser with these scopes (every scope by default): its id and the key. */
export async function createApiKey(
  master: TestClient,
  scopes: string[] = ['events:read', 'orders:read', 'guests:read', 'check-in:write'],
): Promise<{ id: string; key: string }> {
  const response = await master.post('/api/client/api-keys', { name: 'Door system', scopes });
  if (response.status !== 201) throw new Error(`api key not created: ${response.status} ${response.text}`);
  return { id: response.body.id, key: response.body.key };
}

/** A request to `/api/v1` as an organiser's own system makes it: the key and nothing else (no cookie, no CSRF). */
export async function callApi(
  baseUrl: string,
  key: string | null,
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
