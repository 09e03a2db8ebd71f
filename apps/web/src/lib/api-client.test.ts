import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { ApiError, api, setCsrfToken, setUnauthorizedHandler } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken('token-1');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe('api client', () => {
  it('sends the CSRF token and JSON on POST, with same-origin credentials', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { result: true }));
    await expect(api.post('/api/client/x', { name: 'A' })).resolves.toEqual({ result: true });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/client/x');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'x-csrf-token': 'token-1', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('sends no CSRF header on GET', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await api.get('/api/client/user');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('x-csrf-token');
  });

  it('fetches the session first when no token is known', async () => {
    setCsrfToken(null);
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, { authenticated: false, csrfToken: 'fresh', oidcEnabled: false }),
      )
      .mockResolvedValueOnce(jsonResponse(200, {}));
    await api.post('/api/auth/login', {});
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/session');
    expect(fetchMock.mock.calls[1]![1]?.headers).toMatchObject({ 'x-csrf-token': 'fresh' });
  });

  it('sends files as multipart without a JSON content type', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { url: '/uploads/a.png' }));
    await api.upload('/api/client/storage/raw', new File(['x'], 'a.png', { type: 'image/png' }));
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('turns an error answer into an ApiError with status, message and field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        message: 'Please fill in all required fields',
        errors: { 'address.city': 'City is required' },
      }),
    );
    const error = await api.post('/api/client/organization-details/update', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please fill in all required fields',
      errors: { 'address.city': 'City is required' },
    });
  });

  it('falls back to the generic message when the body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/client/user')).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.serverError,
    });
  });

  it('calls the unauthorised handler on a 401 from a signed-in call only', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: MESSAGES.incorrectCredentials }));
    await expect(api.post('/api/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: MESSAGES.signInRequired }));
    await expect(api.get('/api/client/user')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('refreshes a stale CSRF token once and retries', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(403, { message: MESSAGES.csrfMissing }))
      .mockResolvedValueOnce(
        jsonResponse(200, { authenticated: true, csrfToken: 'token-2', oidcEnabled: false }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { result: true }));
    await expect(api.post('/api/client/x')).resolves.toEqual({ result: true });
    expect(fetchMock.mock.calls[2]![1]?.headers).toMatchObject({ 'x-csrf-token': 'token-2' });
  });
});
