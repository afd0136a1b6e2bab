import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser.js';
import { DEMO, expectAccessible, photoSearchReady, usePages, visitorIp } from './fixtures.js';
import type { ProductListResponse } from '../src/shared/catalog/contracts.js';
import type { SellerListing } from '../src/shared/listings/selling.js';
import { IMAGE_SEARCH_TEXT } from '../src/web/features/image-search/image-search-rules.js';

/**
 * Image search as a person uses it (SPEC §2, §4; issue #15): the camera button opens the
 * dialog, a catalogue photo uploaded finds its piece, which opens in a new tab.
 */
const { withPage } = usePages({
  ownAddress: true,
  // Chromium's fake camera; permission is granted per test (a context without it is refused: the denied message).
  launchArgs: ['--use-fake-device-for-media-stream'],
  // The refusals these tests provoke on purpose (a guest's 401, a link's 422, a gateway's 502, no connection, a denied camera).
  expectedConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|Permission denied/,
});

/** The server indexes the catalogue in the background after it starts: wait until it finds a picture. */
async function indexedPicture(): Promise<{ slug: string; bytes: Buffer }> {
  const list = (await (await fetch(`${baseUrl()}/api/catalog/products?limit=5`)).json()) as ProductListResponse;
  const product = list.products.find((p) => p.image_feature?.startsWith('/images/catalog/'))!;
  const bytes = Buffer.from(await (await fetch(`${baseUrl()}${product.image_feature}?w=800`)).arrayBuffer());
  const deadline = Date.now() + 170_000;
  for (;;) {
    const res = await fetch(`${baseUrl()}/api/search/image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
      body: JSON.stringify({ imageUrl: null, imageFile: `data:image/webp;base64,${bytes.toString('base64')}` }),
    });
    const body = (await res.json()) as { matches?: { slug: string }[] };
    if (body.matches?.some((m) => m.slug === product.slug) || Date.now() > deadline) return { slug: product.slug, bytes };
    await new Promise((r) => setTimeout(r, 2000));
  }
}

// The catalogue's pictures are described in the background after the server opens.
beforeAll(() => photoSearchReady(), 450_000);

describe('image search', () => {
  it('opens at /search?mode=image (where the camera buttons go), finds an uploaded catalogue photo, and opens the piece in a new tab', async () => {
    const { slug, bytes } = await indexedPicture();
    await withPage(async ({ page }) => {
      await page.goto('/search?mode=image');
      const dialog = page.getByRole('dialog', { name: 'Search by photo' });
      await dialog.waitFor();
      await dialog.getByText('JPG, PNG, GIF and WebP up to 10MB').waitFor();
      await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'piece.webp', mimeType: 'image/webp', buffer: bytes });
      const found = dialog.getByRole('list', { name: 'Pieces found' });
      await found.waitFor({ timeout: 30_000 });
      const first = found.getByRole('link').first();
      expect(await first.getAttribute('target')).toBe('_blank');
      const hrefs = await found.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs).toContain(`/product/${slug}`);
      await expectAccessible(page);
    });
  }, 240_000);
});

const TMP = path.join(os.tmpdir(), 'imagefeat-e2e');

async function openDialog(page: Page) {
  await page.goto('/search?mode=image');
  const dialog = page.getByRole('dialog', { name: 'Search by photo' });
  await dialog.waitFor();
  return dialog;
}

/** A small picture of nothing in the catalogue (stripes), as a phone would send it. */
async function stripes(): Promise<Buffer> {
  const bars = Array.from({ length: 20 }, (_, i) => `<rect y="${i * 20}" width="400" height="10" fill="hsl(${i * 47},80%,50%)"/>`).join('');
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#0a7"/>${bars}</svg>`)).jpeg().toBuffer();
}

describe('image search: the manual add-item form', () => {
  it('opens /sell for a guest, who signs in and lands on a draft with the brand, name, model and the photo', async () => {
    const photo = await stripes();
    await withPage(async ({ page }) => {
      const dialog = await openDialog(page);
      await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'my-piece.jpg', mimeType: 'image/jpeg', buffer: photo });
      await dialog.getByRole('button', { name: 'Try Again' }).waitFor({ timeout: 30_000 });
      await dialog.getByLabel('Brand *').fill('Maison Vétiver');
      await dialog.getByLabel('Product name *').fill('Lantern Clutch');
      await dialog.getByLabel('Model').fill('LC-7');
      await dialog.getByRole('button', { name: 'Add item' }).click();
      // /sell asks a guest to sign in; the modal keeps the page (and the photo waiting for it).
      await page.getByTestId('sign-in-prompt').getByRole('button', { name: 'Sign in', exact: true }).click();
      const signIn = page.getByRole('dialog');
      await signIn.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await signIn.getByLabel('Email').fill(DEMO.member.email);
      await signIn.getByLabel('Password', { exact: true }).fill(DEMO.member.password);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/sell\?draft=\d+/, { timeout: 30_000 });
      const main = page.getByRole('main');
      await main.getByLabel('Brand').first().waitFor();
      expect(await main.getByLabel('Brand').first().inputValue()).toBe('Maison Vétiver');
      expect(await main.getByLabel('Name', { exact: true }).inputValue()).toBe('Lantern Clutch');
      expect(await main.getByLabel('Model').inputValue()).toBe('LC-7');
      const id = Number(new URL(page.url()).searchParams.get('draft'));
      const listing = (await (await page.request.get(`/api/selling/listings/${id}`)).json()) as SellerListing;
      expect(listing.state).toBe('draft');
      expect(listing.photos).toHaveLength(1);
      // Choosing the category completes the piece: the draft keeps brand, name and model.
      await main.getByLabel('Category').selectOption({ index: 1 });
      await expect.poll(async () => ((await (await page.request.get(`/api/selling/listings/${id}`)).json()) as SellerListing).details, { timeout: 15_000 })
        .toMatchObject({ piece: { kind: 'new', brand: 'Maison Vétiver', name: 'Lantern Clutch', model: 'LC-7' } });
    });
  }, 120_000);
});

describe('image search: the camera', () => {
  it('opens the fake camera, captures a JPEG at quality 0.8, searches it, and stops the camera', async () => {
    await withPage(async ({ page, context }) => {
      await context.grantPermissions(['camera'], { origin: baseUrl() });
      // Observe (not replace) the capture's encoding.
      await page.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.toDataURL;
        const w = window as unknown as { encoded: unknown[][] };
        w.encoded = [];
        HTMLCanvasElement.prototype.toDataURL = function (this: HTMLCanvasElement, ...args: unknown[]) {
          w.encoded.push(args);
          return original.apply(this, args as [string, number]);
        };
      });
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Take a photo' }).click();
      const video = dialog.getByLabel('Camera preview');
      await video.waitFor();
      await page.waitForFunction(() => (document.querySelector('video[aria-label="Camera preview"]') as HTMLVideoElement | null)?.videoWidth);
      // Closing the camera ends its track.
      await page.evaluate(() => {
        (window as unknown as { track: MediaStreamTrack }).track = ((document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream).getVideoTracks()[0]!;
      });
      expect(await page.evaluate(() => (window as unknown as { track: MediaStreamTrack }).track.readyState)).toBe('live');
      await dialog.getByRole('button', { name: 'Close camera' }).click();
      expect(await page.evaluate(() => (window as unknown as { track: MediaStreamTrack }).track.readyState)).toBe('ended');

      // Again, and capture: analyzing, then results or a §8 message; the camera stopped.
      await dialog.getByRole('button', { name: 'Take a photo' }).click();
      await page.waitForFunction(() => (document.querySelector('video[aria-label="Camera preview"]') as HTMLVideoElement | null)?.videoWidth);
      await page.evaluate(() => {
        (window as unknown as { track: MediaStreamTrack }).track = ((document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream).getVideoTracks()[0]!;
      });
      const posted = page.waitForRequest((r) => r.url().endsWith('/api/search/image') && r.method() === 'POST');
      await dialog.getByRole('button', { name: 'Take photo' }).click();
      const body = (await posted).postDataJSON() as { imageUrl: null; imageFile: string };
      expect(body.imageUrl).toBeNull();
      expect(body.imageFile).toMatch(/^data:image\/jpeg;base64,/);
      expect(await page.evaluate(() => (window as unknown as { encoded: unknown[][] }).encoded)).toEqual([['image/jpeg', 0.8]]);
      expect(await page.evaluate(() => (window as unknown as { track: MediaStreamTrack }).track.readyState)).toBe('ended');
      const outcome = dialog.getByRole('button', { name: 'Try Again' }).or(dialog.getByRole('alert'));
      await outcome.first().waitFor({ timeout: 30_000 });
      if (await dialog.getByRole('button', { name: 'Try Again' }).isVisible()) {
        expect(await dialog.getByRole('list', { name: 'Pieces found' }).or(dialog.getByText(IMAGE_SEARCH_TEXT.noMatch)).first().isVisible()).toBe(true);
      }

      // Closing the dialog while the camera is on ends it too.
      await dialog.getByRole('button', { name: 'Try Again' }).click();
      await dialog.getByRole('button', { name: 'Take a photo' }).click();
      await page.waitForFunction(() => (document.querySelector('video[aria-label="Camera preview"]') as HTMLVideoElement | null)?.videoWidth);
      await page.evaluate(() => {
        (window as unknown as { track: MediaStreamTrack }).track = ((document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream).getVideoTracks()[0]!;
      });
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as unknown as { track: MediaStreamTrack }).track.readyState)).toBe('ended');
    });
  }, 120_000);

  it('says so when the camera is refused (no permission given)', async () => {
    await withPage(async ({ page }) => {
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Take a photo' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe(IMAGE_SEARCH_TEXT.camera.denied);
    });
  });

  it('says so when the device has no camera (Chromium without the fake device)', async () => {
    const browser = await launch();
    try {
      const { context, page } = await openPage(browser);
      await context.grantPermissions(['camera'], { origin: baseUrl() });
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Take a photo' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe(IMAGE_SEARCH_TEXT.camera.notFound);
    } finally {
      await browser.close();
    }
  });

  // What the browser's device layer answers in the other cases cannot be made real here: the
  // page's getUserMedia is replaced before it loads, to answer as a busy camera, an unsupported
  // setting, an insecure page, a browser without the API and an unknown failure do.
  it.each([
    ['in use by another app', 'NotReadableError', IMAGE_SEARCH_TEXT.camera.inUse],
    ['failing in an unknown way', 'TypeError', IMAGE_SEARCH_TEXT.camera.unexpected],
  ])('says so when the camera is %s', async (_what, name, text) => {
    await withPage(async ({ page }) => {
      await page.addInitScript((errorName) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', errorName));
      }, name);
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Take a photo' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe(text);
    });
  });

  it('says the settings are unsupported, and opens the camera with the basic ones', async () => {
    await withPage(async ({ page, context }) => {
      await context.grantPermissions(['camera'], { origin: baseUrl() });
      await page.addInitScript(() => {
        const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
        navigator.mediaDevices.getUserMedia = async (constraints) => {
          if (typeof constraints?.video === 'object') throw new DOMException('no such facing mode', 'OverconstrainedError');
          await new Promise((r) => setTimeout(r, 1500));
          return real(constraints);
        };
      });
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Take a photo' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe(IMAGE_SEARCH_TEXT.camera.unsupported);
      await dialog.getByLabel('Camera preview').waitFor();
      await dialog.getByRole('alert').waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Close camera' }).click();
    });
  });

  it.each([
    ['a page that is not secure', false, IMAGE_SEARCH_TEXT.camera.insecure],
    ['a browser without the camera API', true, IMAGE_SEARCH_TEXT.camera.noApi],
  ])('says so on %s', async (_what, secure, text) => {
    await withPage(async ({ page }) => {
      await page.addInitScript((isSecure) => {
        Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
        Object.defineProperty(window, 'isSecureContext', { value: isSecure, configurable: true });
      }, secure);
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Take a photo' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe(text);
    });
  });
});

describe('image search: the messages of SPEC §5 and §8', () => {
  it("shows the server's own text for a link it refuses, and returns to upload", async () => {
    await withPage(async ({ page }) => {
      const dialog = await openDialog(page);
      await dialog.getByLabel('Image link').fill('http://169.254.169.254/latest/meta-data/');
      await dialog.getByRole('button', { name: 'Search link' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe('The link "169.254.169.254" points to a private or reserved address and cannot be searched.');
      await dialog.getByLabel('Upload a photo').waitFor();
      await dialog.getByLabel('Image link').fill('file:///etc/passwd');
      await dialog.getByRole('button', { name: 'Search link' }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).not.toContain('169.254');
      expect((await dialog.getByRole('alert').textContent())!.length).toBeGreaterThan(10);
      await expectAccessible(page);
    });
  });

  it("shows the server's own text for a file that is not a picture inside", async () => {
    await withPage(async ({ page }) => {
      const dialog = await openDialog(page);
      await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7\n%%EOF') });
      expect(await dialog.getByRole('alert').textContent()).toBe('This file is not a picture: please use a JPG, PNG, GIF or WebP image.');
    });
  });

  it("says 'Failed to analyze image' when the photo never reaches an answer (no connection)", async () => {
    const photo = await stripes();
    await withPage(async ({ page, context }) => {
      const dialog = await openDialog(page);
      await context.setOffline(true);
      await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'piece.jpg', mimeType: 'image/jpeg', buffer: photo });
      expect(await dialog.getByRole('alert').textContent()).toBe('Failed to analyze image');
      await context.setOffline(false);
    });
  });

  it("says 'Failed to search image' when a gateway answers an error of its own", async () => {
    const photo = await stripes();
    await withPage(async ({ page }) => {
      // A proxy in front of Patina failing: it cannot be made to fail for real here.
      await page.route('**/api/search/image', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }));
      const dialog = await openDialog(page);
      await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'piece.jpg', mimeType: 'image/jpeg', buffer: photo });
      expect(await dialog.getByRole('alert').textContent()).toBe('Failed to search image');
    });
  });

  it("says 'Failed to search catalog. Please try again.' when the manual search cannot reach the catalogue", async () => {
    await withPage(async ({ page, context }) => {
      const dialog = await openDialog(page);
      await dialog.getByLabel('Search by name').fill('Rolex');
      await context.setOffline(true);
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await dialog.getByText('Failed to search catalog. Please try again.').waitFor();
      await context.setOffline(false);
    });
  });

  it('asks for a link, a name, an image file and at most 10MB before sending anything', async () => {
    await withPage(async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (r) => {
        // (The header's prefetch of popular terms, /api/search/instant, is not the dialog's.)
        if (r.url().includes('/api/search/image') || /\/api\/search\?/.test(r.url())) sent.push(r.url());
      });
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Search link' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe(IMAGE_SEARCH_TEXT.linkEmpty);
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await dialog.getByText(IMAGE_SEARCH_TEXT.manualEmpty).waitFor();
      await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      expect(await dialog.getByRole('alert').textContent()).toBe(IMAGE_SEARCH_TEXT.notImage);
      await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) });
      expect(await dialog.getByRole('alert').textContent()).toBe(IMAGE_SEARCH_TEXT.tooLarge);
      expect(sent).toEqual([]);
    });
  });
});

describe('image search with AI_API_KEY and a failing model', () => {
  let server: ChildProcess | null = null;
  let fake: http.Server | null = null;
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await new Promise((r) => (fake ? fake.close(r) : r(null)));
    fs.rmSync(TMP, { recursive: true, force: true });
  });

  it('says a fallback extraction is used (the raw output starts with Error)', async () => {
    // A fake OpenAI-compatible model that always fails, and a Patina of its own that uses it.
    const seen: (string | undefined)[] = [];
    fake = http.createServer((req, res) => {
      seen.push(req.headers.authorization);
      req.resume();
      req.on('end', () => res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}'));
    });
    await new Promise<void>((r) => fake!.listen(3662, '127.0.0.1', r));
    fs.mkdirSync(TMP, { recursive: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env, NODE_ENV: 'test', PORT: '3661', HOST: '127.0.0.1', DATA_DIR: fs.mkdtempSync(path.join(TMP, 'data-')),
      DEMO_PRODUCTS: '60', LOG_LEVEL: 'warn', WEB_BUILD: 'off', TRUST_PROXY: 'true', IMAGE_INDEX_ON_START: 'false',
      AI_API_KEY: 'sk-e2e-secret', AI_BASE_URL: 'http://127.0.0.1:3662/v1', AI_MODEL: 'fake-vision',
    };
    delete env.DATABASE_URL;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const own = 'http://127.0.0.1:3661';
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The second server exited:\n${output}`);
      const ok = await fetch(`${own}/api/ready`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`The second server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const photo = await stripes();
    const browser = await launch();
    try {
      const { page } = await openPage(browser);
      await page.goto(`${own}/search?mode=image`);
      const dialog = page.getByRole('dialog', { name: 'Search by photo' });
      await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'piece.jpg', mimeType: 'image/jpeg', buffer: photo });
      await dialog.getByText(IMAGE_SEARCH_TEXT.fallback).waitFor({ timeout: 30_000 });
      expect(seen).toEqual(['Bearer sk-e2e-secret']);
    } finally {
      await browser.close();
    }
  }, 240_000);
});
