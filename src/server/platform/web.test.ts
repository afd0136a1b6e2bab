import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { signedInAdmin } from '../test/club.js';
import { EARLY_INPUT_CSP_SOURCE, EARLY_INPUT_SCRIPT, EARLY_INPUT_TAG } from './early-input.js';

// jsdom ships no types: a typed handle on what this file uses.
type EarlyWindow = Window & typeof globalThis & { eval(source: string): unknown };
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(jsdomModule)) as { JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => { window: EarlyWindow } };

/**
 * How the server puts a page it drew into the shell (decision 043), with a renderer standing
 * in for dist/ssr's: it answers by the path, so each case is one request. The renderer's own
 * drawing is tested in the browser (e2e/server-render.test.ts).
 */
const SHELL = [
  '<!doctype html><html lang="en"><head><title>Patina</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-def.js">',
  '<link rel="modulepreload" crossorigin href="/assets/router-ghi.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">',
  '</head><body><div id="root"><p>Patina</p></div>',
  '<noscript>Patina needs JavaScript to show the marketplace.</noscript></body></html>',
].join('\n');

const RENDERER = `
export async function render(url, options) {
  globalThis.patinaTestRenders = (globalThis.patinaTestRenders ?? 0) + 1;
  if (url.startsWith('/search?q=broken')) throw new Error('a component failed');
  if (url.startsWith('/search?q=slow')) { await new Promise((r) => setTimeout(r, 2000)); return options.signal.aborted ? null : { html: 'late', state: {} }; }
  if (url.startsWith('/search?q=whoami')) {
    const res = await options.transport('/api/auth/get-session', {});
    return { html: '<p>' + res.status + ':' + (await res.text()).length + '</p>', state: { now: options.now, queries: [] } };
  }
  return { html: '<main>drawn ' + url.replace(/</g, '&lt;') + '</main>', state: { now: options.now, note: '</script><script>alert(1)</script>' } };
}
export function serializeServerState(state) { return JSON.stringify(state).replace(/</g, '\\\\u003c'); }
`;

let t: TestApp;
let base: string;
beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-ssr-'));
  fs.mkdirSync(path.join(base, 'web'));
  fs.mkdirSync(path.join(base, 'ssr'));
  fs.writeFileSync(path.join(base, 'web', 'index.html'), SHELL);
  fs.writeFileSync(path.join(base, 'ssr', 'entry-server.js'), RENDERER);
  fs.mkdirSync(path.join(base, 'web', 'assets'));
  fs.writeFileSync(path.join(base, 'web', 'assets', 'index-abc.js'), 'export {};\n'.repeat(200));
  t = await createTestApp({ config: { webDist: path.join(base, 'web') } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(base, { recursive: true, force: true });
});

describe('pages the server draws', () => {
  it('puts the drawn page and its state in the shell, and loads the scripts after the first paint', async () => {
    const res = await t.app.inject('/category/watches');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['vary']).toBe('cookie, accept-encoding');
    expect(res.body).toContain('<div id="root"><main>drawn /category/watches</main></div>');
    expect(res.body).toContain('<script src="/boot.js" defer data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/router-ghi.js"></script>');
    expect(res.body).not.toContain('type="module"');
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
    // The state cannot close its element, whatever it holds.
    const state = /<script type="application\/json" id="patina-state">(.*?)<\/script>/s.exec(res.body);
    expect(state?.[1]).toContain('\\u003c/script>');
    expect(res.body.match(/<script/g)).toHaveLength(3);
    // First in the head, before the stylesheet can hold it up: the early-input keeper (#39 §1),
    // allowed by the page's policy by its hash alone.
    const early = res.body.indexOf(EARLY_INPUT_TAG);
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(res.body.indexOf('<link rel="stylesheet"'));
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${EARLY_INPUT_CSP_SOURCE};`);
    expect(csp).not.toContain('unsafe-inline\'; font');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The shell alone (a page the browser draws) has no inline script.
    const shell = await t.app.inject('/orders');
    expect(shell.body).not.toContain(EARLY_INPUT_TAG);
  });

  it('keeps the last tap on a control only the app answers, and where the pointer rests, until the app replays them', () => {
    const dom = new JSDOM(`<body><button type="button" id="a">A</button><button type="button" id="b">B</button><a href="/x" id="l">L</a><input data-early id="q"></body>`, { runScripts: 'outside-only' });
    dom.window.eval(EARLY_INPUT_SCRIPT);
    const early = (dom.window as unknown as { __patinaEarly: { click: Element | null; done: boolean } }).__patinaEarly;
    const doc = dom.window.document;
    doc.getElementById('a')!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(early.click?.id).toBe('a');
    expect(doc.getElementById('a')!.hasAttribute('data-early-pending')).toBe(true);
    // A second tap elsewhere replaces the first: only the latest intent is replayed.
    doc.getElementById('q')!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(early.click?.id).toBe('q');
    expect(doc.getElementById('a')!.hasAttribute('data-early-pending')).toBe(false);
    // A link is the browser's: not kept.
    doc.getElementById('l')!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(early.click?.id).toBe('q');
    // Once the app has replayed, nothing more is kept.
    early.done = true;
    doc.getElementById('b')!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(early.click?.id).toBe('q');
  });

  it('draws only the pages people land on; others get the shell as before', async () => {
    for (const url of ['/', '/search?q=rolex', '/product/a-piece', '/wine/a-wine', '/brand/rolex', '/category/vehicles/jets']) {
      expect((await t.app.inject(url)).body, url).toContain('<main>drawn');
    }
    for (const url of ['/terms', '/auth/login', '/profile', '/sell']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject('/no/such/page')).statusCode).toBe(404);
  });

  it('sends the shell when the drawing fails or takes longer than its budget', async () => {
    const broken = await t.app.inject('/search?q=broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(SHELL);
    const started = performance.now();
    const slow = await t.app.inject('/search?q=slow');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toBe(SHELL);
    // At the budget (1.5 s), not when the drawing ends (2 s).
    expect(performance.now() - started).toBeLessThan(1_900);
  });

  it("answers the page's API calls in-process, as the visitor", async () => {
    const res = await t.app.inject('/search?q=whoami');
    // A guest: Better Auth answers null (4 characters) with 200.
    expect(res.body).toContain('<div id="root"><p>200:4</p></div>');
  });

  it('passes on the cookies the render\'s calls set: a session that ended is cleared in the browser', async () => {
    const admin = await signedInAdmin(t);
    const cookie = admin.cookieHeader();
    expect(cookie).toContain('session_token=');
    // The session ends on the server (signed out elsewhere); the browser still holds its cookie.
    await t.database.query('delete from "session"');
    const res = await t.app.inject({ url: '/search?q=whoami', headers: { cookie: cookie! } });
    expect(res.body).toContain('<div id="root"><p>200:4</p></div>');
    const set = [res.headers['set-cookie'] ?? []].flat().join('\n');
    expect(set).toMatch(/session_token=;[^\n]*Max-Age=0/i);
  });

  it('sends the shell while too many pages are being drawn at once', async () => {
    const counter = globalThis as { patinaTestRenders?: number };
    const before = counter.patinaTestRenders ?? 0;
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.app.inject('/search?q=slow')));
    expect(answers.every((a) => a.body === SHELL)).toBe(true);
    // Eight drawings started; the other four visitors got the shell without one.
    expect((counter.patinaTestRenders ?? 0) - before).toBe(8);
    // The slow drawings finish (2 s) and free their places.
    await new Promise((r) => setTimeout(r, 700));
    const fast = performance.now();
    const again = await t.app.inject('/category/bags');
    expect(again.body).toContain('<main>drawn /category/bags</main>');
    expect(performance.now() - fast).toBeLessThan(1_000);
  });

  it('compresses pages as the browser accepts (brotli, then gzip) and says so', async () => {
    const url = `/search?q=${'rolex+daytona+'.repeat(120)}`;
    // Each drawing carries its own clock.
    const same = (html: string) => html.replace(/"now":\d+/, '"now":0');
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main>drawn /search?q=rolex+daytona+');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(String(plain.headers['vary'])).toMatch(/accept-encoding/);

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(same(zlib.brotliDecompressSync(br.rawPayload).toString())).toBe(same(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(same(zlib.gunzipSync(gz.rawPayload).toString())).toBe(same(plain.body));

    // A page too small to gain from it goes as it is.
    const small = await t.app.inject({ url: '/no/such/page', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(SHELL);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
