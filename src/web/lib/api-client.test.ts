import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onUnauthorized } from './api-client.js';

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(text, { status, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('returns the JSON body and drops empty query values', async () => {
    respond(200, { ok: true });
    await expect(api.get('/api/x', { query: { a: 'b', empty: '', none: undefined, n: 2 } })).resolves.toEqual({ ok: true });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/x?a=b&n=2');
  });

  it('throws ApiError with the server code and message', async () => {
    respond(404, { error: { code: 'brand_not_found', message: "There is no brand 'nope'." } });
    const error = await api.get('/api/catalog/brands/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'brand_not_found', message: "There is no brand 'nope'." });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it("takes JSON's null as an answer (Better Auth's 'no session'), but not a body that is not JSON", async () => {
    respond(200, 'null');
    await expect(api.get('/api/auth/get-session')).resolves.toBeNull();
    respond(200, '<html>not json</html>');
    await expect(api.get('/api/home')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('names a failure without the error shape by its status', async () => {
    respond(502, '<html>bad gateway</html>');
    await expect(api.get('/api/home')).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    await expect(api.get('/api/home')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('tells the sign-in listener about a 401 unless the call expects one', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    respond(401, { error: { code: 'unauthorized', message: 'Sign in first.' } });
    await expect(api.get('/api/wishlist')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(api.get('/api/me', { signInOnUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await expect(api.get('/api/wishlist')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
