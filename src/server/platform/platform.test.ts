import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>Patina</title><div id="root"></div></html>');
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('/api/health answers that the process is alive', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/api/ready answers that the database answers', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.database.engine });
  });
});

describe('web pages', () => {
  it('serves the app for every page of SPEC §2 and 404 for unknown paths', async () => {
    for (const url of ['/', '/category/bags', '/category/vehicles/jets', '/brand/rolex', '/terms', '/search?q=birkin&page=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const missing = await t.app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('rewrites old /seller/orders/ links to /profile/orders/', async () => {
    const res = await t.app.inject('/seller/orders/42?tab=shipping');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/profile/orders/42?tab=shipping');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No such endpoint: GET /api/nothing-here' } });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('gives the API docs (Swagger UI) a strict policy of their own: scripts from this origin only (issue #34)', async () => {
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy'] ?? '');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // What the page loads is what the policy lets in: its own scripts and styles, same origin, none inline.
    const html = page.body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) expect(src[1]!.startsWith('http'), src[1]).toBe(false);
    for (const url of ['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(csp);
    }
  });
});

describe('compression', () => {
  it('compresses JSON, but never a request for an event stream', async () => {
    const zipped = await t.app.inject({ url: '/api/catalog/menu', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const stream = await t.app.inject({ url: '/api/catalog/menu', headers: { 'accept-encoding': 'gzip', accept: 'text/event-stream' } });
    expect(stream.headers['content-encoding']).toBeUndefined();
  });
});

describe('drawn product images', () => {
  it('renders WebP at the asked width with a year of caching', async () => {
    // A mega-menu tile's image: known to the catalogue even with no products.
    const menu = (await t.app.inject('/api/catalog/menu')).json<{ sections: { tiles: { image: string }[] }[] }>();
    const url = `${menu.sections[0]!.tiles[0]!.image}?w=200`;
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const again = await t.app.inject(url);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it.each([
    ['/images/catalog/spaceship/1f3a5f.webp', 400],
    ['/images/catalog/watch/red.webp', 400],
    ['/images/catalog/watch/1F3A5F.webp', 400],
    ['/images/catalog/watch/1f3a5f.webp?w=300', 400],
    ['/images/catalog/watch/1f3a5f.webp?w=abc', 400],
  ])('%s answers %i', async (url, status) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe('invalid_request');
  });
});

describe('hostile input', () => {
  it.each([
    ['GET', '/api/catalog/products?search=%00'],
    ['GET', '/api/search?q=rolex%01'],
    ['GET', '/api/catalog/products/%00'],
    ['GET', '/category/watches%00'],
  ])('%s %s answers 400 control_character', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'control_character', message: 'The address contains a control character.' } });
  });

  it.each([
    ['/api/auth/update-user', '{"name":"Ada\\u0000Lovelace"}', 'name'],
    ['/api/auth/revoke-session', '{"token":"\\u0000"}', 'token'],
    ['/api/auth/reset-password', '{"newPassword":"a long enough passphrase","token":"abc\\u0000"}', 'token'],
    ['/api/wishlist/import', '{"items":[{"note":"x\\u0007"}]}', 'items.0.note'],
  ])('POST %s with a control character in the body answers 400 naming the field', async (url, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'control_character', message: `The field '${field}' contains a control character.` } });
  });

  it('lets line breaks and tabs through in bodies', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', payload: { name: 'Ada\nLovelace\t' } });
    expect(res.statusCode).not.toBe(400);
  });

  it.each(['/%61pi/wishlist/100', '/api/wishlist/100', '//api/wishlist/100', '/%2561pi/wishlist/100'])(
    'refuses PUT %s from a foreign Origin before any route runs',
    async (url) => {
      const res = await t.app.inject({ method: 'PUT', url, headers: { origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('bad_origin');
    },
  );
});
