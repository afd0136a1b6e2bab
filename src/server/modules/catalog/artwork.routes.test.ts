import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser } from '../../test/browser.js';
import { seedDemoMembers } from '../../demo/seed.js';
import { artworkRoutes } from './artwork.routes.js';
import { createKnownImages } from './drawn-images.js';
import { createCatalogRepo } from './catalog.repo.js';
import { renderArtworkWebp } from './artwork/render.js';

let t: TestApp;
let images: string[];
beforeAll(async () => {
  t = await createTestApp({ products: 300 });
  await seedDemoMembers(t.database);
  images = (await createCatalogRepo(t.database.db).drawnImageUrls()).sort();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('drawn images are not a denial of service (issue #10 item 4)', () => {
  it('draws only the colours the catalogue uses: any other answers 404 and renders nothing', async () => {
    expect(images.length).toBeGreaterThan(20);
    const known = await t.app.inject(`${images[0]}?w=200`);
    expect(known.statusCode).toBe(200);
    const cacheDir = path.join(t.config.dataDir, 'cache', 'artwork');
    const before = fs.readdirSync(cacheDir).length;
    for (const hex of ['123456', 'abcdef', '000001']) {
      const res = await t.app.inject(`/images/catalog/watch/${hex}.webp?w=1600`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'no_such_image', message: 'No such image.' } });
    }
    expect(fs.readdirSync(cacheDir).length).toBe(before);
  });

  it('keeps sign-in quick while 60 renders are asked for at once, and sheds what it cannot queue with 503', async () => {
    // A sign-in with nothing else to do first: it warms the sign-in path (the file's first one
    // pays for it) and says what a sign-in costs on this machine at this moment.
    const quietStarted = performance.now();
    expect((await new Browser(t).signIn('member@patina.demo', 'patina-member-demo')).status).toBe(200);
    const quietMs = performance.now() - quietStarted;

    const widths = [200, 400, 800];
    const asks = Array.from({ length: 60 }, (_, i) => `${images[(i + 1) % images.length]}?w=${widths[i % 3]}`);
    const renders = Promise.all(asks.map((url) => t.app.inject(url)));
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    const signIn = await new Browser(t).signIn('member@patina.demo', 'patina-member-demo');
    const signInMs = performance.now() - started;
    const answers = await renders;
    expect(signIn.status).toBe(200);
    console.log(`sign-in took ${signInMs.toFixed(0)} ms with 60 renders asked for, ${quietMs.toFixed(0)} ms without`);
    // 18 s before the render queue (about 1 s without renders). Within 3 s, or three quiet
    // sign-ins when the machine is so busy (other work on its two cores) that one alone takes
    // over a second: a wall-clock bound alone failed under load with the queue working.
    expect(signInMs).toBeLessThan(Math.max(3000, 3 * quietMs));
    for (const res of answers) {
      expect([200, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) {
        expect(res.headers['retry-after']).toBe('2');
        expect(res.json().error.code).toBe('renderer_busy');
      }
    }
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(40);
  }, 120_000);

  it('keeps its disk cache under the cap, dropping the oldest files first', async () => {
    const cacheDir = fs.mkdtempSync(path.join(t.config.dataDir, 'capped-'));
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const cap = 60_000;
    await app.register(artworkRoutes({ cacheDir, known: createKnownImages(createCatalogRepo(t.database.db), []), draw: renderArtworkWebp, limits: { cacheBytes: cap } }));
    for (const url of images.slice(0, 12)) expect((await app.inject(`${url}?w=400`)).statusCode).toBe(200);
    const total = fs.readdirSync(cacheDir).reduce((n, f) => n + fs.statSync(path.join(cacheDir, f)).size, 0);
    expect(total).toBeLessThanOrEqual(cap);
    expect(fs.readdirSync(cacheDir).length).toBeGreaterThan(0);
    await app.close();
  }, 60_000);

  it('draws the zoom size ahead after a gallery image, so the zoom viewer does not wait', async () => {
    const url = images.at(-1)!;
    expect((await t.app.inject(`${url}?w=800`)).statusCode).toBe(200);
    const [kind, file] = url.replace('/images/catalog/', '').split('/');
    const zoom = path.join(t.config.dataDir, 'cache', 'artwork', `${kind}-${file!.slice(0, 6)}-1600.webp`);
    for (let i = 0; i < 100 && !fs.existsSync(zoom); i++) await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(zoom)).toBe(true);
    const started = performance.now();
    expect((await t.app.inject(`${url}?w=1600`)).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(200);
  }, 60_000);
});
