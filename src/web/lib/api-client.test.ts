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

  it('keeps the fields a refusal names, and only well-formed ones', async () => {
    respond(422, { error: { code: 'under_age', message: 'Too young.', issues: [{ path: 'dateOfBirth', message: 'Too young.' }, { path: 3 }] } });
    await expect(api.put('/api/x', { body: {} })).rejects.toMatchObject({ code: 'under_age', issues: [{ path: 'dateOfBirth', message: 'Too young.' }] });
    respond(404, { error: { code: 'nope', message: 'No.' } });
    await expect(api.get('/api/x')).rejects.toMatchObject({ issues: [] });
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

  describe('upload', () => {
    /** An XMLHttpRequest that reports half the body sent, then answers `status` with `body`. */
    function xhrAnswering(status: number, body: string) {
      const made: { method: string; url: string; sent: FormData | null }[] = [];
      class Xhr {
        status = 0;
        responseText = '';
        upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        onabort: (() => void) | null = null;
        private call = { method: '', url: '', sent: null as FormData | null };
        open(method: string, url: string) {
          this.call = { method, url, sent: null };
        }
        setRequestHeader() {}
        abort() {
          this.onabort?.();
        }
        send(form: FormData) {
          this.call.sent = form;
          made.push(this.call);
          this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
          this.status = status;
          this.responseText = body;
          queueMicrotask(() => this.onload?.());
        }
      }
      vi.stubGlobal('XMLHttpRequest', Xhr);
      return made;
    }

    it('sends the form with the method asked for, reports progress and returns the JSON', async () => {
      const made = xhrAnswering(200, '{"ok":true}');
      const form = new FormData();
      form.append('file', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
      const progress: number[] = [];
      await expect(api.upload('/api/thing', form, { method: 'PUT', onProgress: (p) => progress.push(p) })).resolves.toEqual({ ok: true });
      expect(made).toEqual([{ method: 'PUT', url: '/api/thing', sent: form }]);
      expect(progress).toEqual([0.5]);
    });

    it("throws the server's ApiError, as request does", async () => {
      xhrAnswering(422, JSON.stringify({ error: { code: 'not_an_image', message: 'This file is not an image.' } }));
      await expect(api.upload('/api/thing', new FormData())).rejects.toMatchObject({ status: 422, code: 'not_an_image', message: 'This file is not an image.' });
    });

    it('stops when its signal is aborted', async () => {
      xhrAnswering(200, '{}');
      const controller = new AbortController();
      controller.abort();
      await expect(api.upload('/api/thing', new FormData(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
