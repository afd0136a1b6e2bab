import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { renderArtworkCutoutPng, renderArtworkWebp } from '../catalog/index.js';
import type { ImageSearchResponse } from '../../../shared/image-search/contracts.js';
import type { ProductListResponse } from '../../../shared/catalog/contracts.js';
import { createSafeFetch } from './safe-fetch.js';
import { createImageSearchRepo, type ImageSearchRepo } from './image-search.repo.js';
import { createImageSearchService } from './image-search.service.js';
import { decodeForAnalysis } from '../../platform/media/index.js';
import { DESCRIPTOR_EDGE, LENGTH_BEFORE_BACKDROP, toBytesAll } from './descriptor.js';
import { INDEX_VERSION, indexVariants } from './variants.js';

/**
 * POST /api/search/image (SPEC §7, issue #15) on a small seeded catalogue, indexed as at a
 * start: a catalogue picture finds its piece, a phone's JPEG of it too, something else finds
 * nothing, and every bad input of the issue is a clear 4xx — never a 500, never a request to
 * an address inside (a local server records every hit).
 */
let t: TestApp;
let hits: string[];
let server: http.Server;
let port: number;
let product: { id: number; slug: string; image_feature: string | null; brand: string };
beforeAll(async () => {
  t = await createTestApp({ products: 120 });
  await t.app.imageSearch.indexCatalogue();
  const list = (await t.app.inject({ method: 'GET', url: '/api/catalog/products?limit=5' })).json<ProductListResponse>();
  product = list.products.find((p) => p.image_feature?.startsWith('/images/catalog/'))!;
  hits = [];
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(302, { location: 'http://10.0.0.1/' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // Each distinct drawing is described under 15 variants: minutes on a loaded two-core machine.
}, 400_000);
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
async function search(body: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/api/search/image', payload: body as object, headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  return { status: res.statusCode, body: res.json() as ImageSearchResponse & { error: { code: string; message: string } } };
}
async function drawingOf(url: string): Promise<Buffer> {
  const [, , , kind, file] = url.split('/');
  return renderArtworkWebp(kind as never, `#${file!.replace('.webp', '')}`, 800);
}

describe('POST /api/search/image', () => {
  it('finds the piece of an uploaded catalogue picture first, and says what it is', async () => {
    const { status, body } = await search({ imageUrl: null, imageFile: dataUrl('image/webp', await drawingOf(product.image_feature!)) });
    expect(status).toBe(200);
    expect(body.error).toBeNull();
    expect(body.matches[0]!.image_feature).toBe(product.image_feature);
    expect(body.matches.map((m) => m.id)).toContain(product.id);
    expect(body.matches[0]!.confidence).toBeGreaterThan(0.6);
    expect(body.extractedProducts.length).toBeGreaterThan(0);
    expect(body.extractedProducts[0]).toMatchObject({ brand: expect.any(String), product_name: expect.any(String), model: expect.any(String), color: expect.any(String) });
    expect(JSON.parse(body.geminiRawOutput)).toMatchObject({ engine: 'offline-index', match: true });
  });

  it("finds it from a phone's copy too: cropped, and saved as JPEG quality 60", async () => {
    const drawing = await drawingOf(product.image_feature!);
    const phone = await sharp(drawing).extract({ left: 40, top: 60, width: 700, height: 690 }).jpeg({ quality: 60 }).toBuffer();
    const { body } = await search({ imageUrl: null, imageFile: dataUrl('image/jpeg', phone) });
    expect(body.matches[0]!.image_feature).toBe(product.image_feature);
  });

  it("answers no match for a picture of something that is not in the catalogue", async () => {
    const stripes = Array.from({ length: 20 }, (_, i) => `<rect y="${i * 20}" width="400" height="10" fill="hsl(${i * 47},80%,50%)"/>`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#0a7"/>${stripes}</svg>`;
    const { status, body } = await search({ imageUrl: null, imageFile: dataUrl('image/png', await sharp(Buffer.from(svg)).png().toBuffer()) });
    expect(status).toBe(200);
    expect(body.matches).toEqual([]);
    expect(body.extractedProducts).toEqual([]);
    expect(JSON.parse(body.geminiRawOutput)).toMatchObject({ match: false });
  });

  it('refuses every bad picture of the issue with a clear 4xx', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [string, unknown, number, string][] = [
      ['a PDF renamed .jpg', { imageFile: dataUrl('image/jpeg', pdf), imageUrl: null }, 415, 'not_an_image'],
      ['an SVG with script', { imageFile: dataUrl('image/svg+xml', svg), imageUrl: null }, 415, 'not_an_image'],
      ['a 0-byte file', { imageFile: 'data:image/png;base64,', imageUrl: null }, 415, 'not_an_image'],
      ['a data URL that is not base64', { imageFile: 'data:image/png;base64,%%%not-base64%%%', imageUrl: null }, 400, 'image_data_url_invalid'],
      ['not a data URL at all', { imageFile: 'hello', imageUrl: null }, 400, 'image_data_url_invalid'],
      ['both null', { imageFile: null, imageUrl: null }, 400, 'image_search_empty'],
      ['a 30,000 × 30,000 PNG', { imageFile: dataUrl('image/png', pngHeaderClaiming(30_000, 30_000)), imageUrl: null }, 422, 'too_many_pixels'],
    ];
    for (const [what, body, status, code] of cases) {
      const res = await search(body);
      expect({ what, status: res.status, code: res.body.error?.code }).toEqual({ what, status, code });
      expect(res.body.error.message.length).toBeGreaterThan(10);
    }
  });

  it('refuses an 11 MB picture', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await search({ imageFile: dataUrl('image/jpeg', big), imageUrl: null });
    expect([400, 413]).toContain(res.status);
  });

  it('refuses links inside and other schemes, and never requests them', async () => {
    for (const imageUrl of [`http://127.0.0.1:${port}/`, 'http://169.254.169.254/', 'http://[::ffff:10.0.0.1]/', `http://[::ffff:127.0.0.1]:${port}/`, 'file:///etc/passwd', 'javascript:alert(1)']) {
      const res = await search({ imageUrl, imageFile: null });
      expect(res.status, imageUrl).toBeGreaterThanOrEqual(400);
      expect(res.status, imageUrl).toBeLessThan(500);
      expect(res.body.error.message.length).toBeGreaterThan(10);
    }
    expect(hits).toEqual([]);
  });
});

/** A real PNG signature and header that claims a size, and an empty image: a decompression bomb's first bytes. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(10))), chunk('IEND', Buffer.alloc(0))]);
}

describe('POST /api/search/image on more than one instance', () => {
  it("finds a picture another instance described within a second or so, without any event reaching this one", async () => {
    // This instance has read its index (a search), then another one describes a new listing photo.
    await search({ imageUrl: null, imageFile: dataUrl('image/webp', await drawingOf(product.image_feature!)) });
    const list = (await t.app.inject({ method: 'GET', url: '/api/catalog/products?limit=5' })).json<ProductListResponse>();
    const other = list.products.find((p) => p.id !== product.id)!;
    const photo = await renderArtworkWebp('watch', '#0b7d3e', 800);
    const { pixels } = await decodeForAnalysis(photo, DESCRIPTOR_EDGE);
    const url = '/media/photos/ab/0123456789abcdef0123456789abcdef/card.webp';
    const elsewhere = createImageSearchRepo(t.database.db);
    await elsewhere.savePicture({ url, descriptor: toBytesAll(indexVariants(pixels)), version: INDEX_VERSION });
    await elsewhere.addEntries([{ productId: other.id, imageUrl: url, source: 'listing', listingId: null }]);
    await new Promise((r) => setTimeout(r, 1100));
    const { body } = await search({ imageUrl: null, imageFile: dataUrl('image/webp', photo) });
    expect(body.matches[0]!.id).toBe(other.id);
  });
});

/** A second service on the same database, with no catalogue of its own: its index and its describing alone. */
function bareService(repo: ImageSearchRepo, more: Partial<Parameters<typeof createImageSearchService>[0]> = {}) {
  return createImageSearchService({
    repo,
    catalog: { productImagesAfter: async () => [], productFacts: async () => [], productCardsByIds: async () => new Map(), productCount: async () => 0 },
    loadPicture: async () => null,
    listingPhotos: async () => [],
    fetchLink: createSafeFetch(),
    ...more,
  });
}

describe('the in-memory index catching up', () => {
  it('fetches the descriptors of a picture once, and afterwards only those described since', async () => {
    const repo = createImageSearchRepo(t.database.db);
    const fetched: string[] = [];
    const counting: typeof repo = { ...repo, picturesByUrl: async (urls, tx) => (fetched.push(...urls), repo.picturesByUrl(urls, tx)) };
    const service = bareService(counting, { freshMs: 0 });
    const query = { imageUrl: null, imageFile: dataUrl('image/webp', await drawingOf(product.image_feature!)) };
    await service.search(query);
    const all = fetched.length;
    expect(all).toBeGreaterThan(0);
    expect(new Set(fetched).size).toBe(all);
    // Every picture was described moments ago, within the look-back: none is fetched again.
    await service.search(query);
    await service.search(query);
    expect(fetched).toHaveLength(all);
    // One described since (by another instance): that one alone.
    const photo = await renderArtworkWebp('watch', '#0b7d3e', 400);
    const url = '/media/photos/cd/fedcba9876543210fedcba9876543210/card.webp';
    await repo.savePicture({ url, descriptor: toBytesAll(indexVariants((await decodeForAnalysis(photo, DESCRIPTOR_EDGE)).pixels)), version: INDEX_VERSION });
    await service.search(query);
    expect(fetched.slice(all)).toEqual([url]);
  });

  it('describes pictures a step at a time: the event loop is never held for a whole picture', async () => {
    const repo = createImageSearchRepo(t.database.db);
    // Eight drawings stored by an older version: the next indexing describes them again.
    const urls = ['0a1b2c', '1b2c3d', '2c3d4e', '3d4e5f', '4e5f60', '5f6071', '607182', '718293'].map((hex) => `/images/catalog/watch/${hex}.webp`);
    for (const url of urls) await repo.savePicture({ url, descriptor: new Uint8Array(LENGTH_BEFORE_BACKDROP * 4), version: INDEX_VERSION - 1 });
    const service = bareService(repo, { loadPicture: async (url) => renderArtworkWebp('watch', `#${url.slice(-11, -5)}`, 400) });
    // Each gap between ticks, with the CPU the process spent in it: a gap the machine caused
    // (another process had the core) costs this one no CPU; a loop held by our own work does.
    const gaps: { wall: number; cpu: number }[] = [];
    let last = performance.now();
    let lastCpu = process.cpuUsage();
    const ticker = setInterval(() => {
      const now = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      gaps.push({ wall: now - last, cpu: (cpu.user + cpu.system) / 1000 });
      last = now;
      lastCpu = process.cpuUsage();
    }, 2);
    try {
      expect((await service.indexCatalogue()).described).toBeGreaterThanOrEqual(urls.length);
    } finally {
      clearInterval(ticker);
    }
    // All of a picture's 15 descriptors at once held the loop 70-160 ms each time; a step is about 5 ms.
    expect(gaps.filter((g) => g.wall > 50 && g.cpu > 40).length).toBeLessThanOrEqual(3);
    expect(await repo.describedAmong(urls, INDEX_VERSION)).toEqual(new Set(urls));
  });

  it("indexes a catalogue drawing on other surfaces from its cut-out, a listing photo from its own pixels", async () => {
    const repo = createImageSearchRepo(t.database.db);
    const [kind, hex] = product.image_feature!.split('/').slice(3) as [never, string];
    const colour = `#${hex.replace('.webp', '')}`;
    const { pixels } = await decodeForAnalysis(await renderArtworkWebp(kind, colour, 400), DESCRIPTOR_EDGE);
    const cutout = (await decodeForAnalysis(await renderArtworkCutoutPng(kind, colour, 400), DESCRIPTOR_EDGE, { alpha: true })).pixels;
    // As the app stored it at its start.
    const [stored] = await repo.picturesByUrl([product.image_feature!]);
    expect(stored!.version).toBe(INDEX_VERSION);
    expect(Buffer.from(stored!.descriptor).equals(Buffer.from(toBytesAll(indexVariants(pixels, cutout))))).toBe(true);
    expect(Buffer.from(stored!.descriptor).equals(Buffer.from(toBytesAll(indexVariants(pixels))))).toBe(false);
    // A picture without a cut-out (a listing's photo), or with one that cannot be read or loaded,
    // is segmented; one whose bytes are gone is skipped, and the next is still described.
    const photo = await renderArtworkWebp(kind, colour, 400);
    const saved: string[] = [];
    const descriptors: Uint8Array[] = [];
    const happened: string[] = [];
    const recording: typeof repo = {
      ...repo,
      describedAmong: async () => new Set(),
      savePicture: async (p) => {
        happened.push(`saved ${p.url}`);
        saved.push(p.url);
        descriptors.push(p.descriptor);
      },
      replaceListingEntries: async () => undefined,
    };
    const urls = [3, 4, 5, 6].map((n) => `/media/photos/ab/0000000000000000000000000000000${n}/card.webp`);
    await bareService(recording, {
      loadPicture: async (url) => {
        happened.push(`loading ${url}`);
        return url === urls[2] ? null : photo;
      },
      loadCutout: async (url) => {
        if (url === urls[0]) return null;
        if (url === urls[3]) throw new Error('the store is down');
        return Buffer.from('not a picture');
      },
      listingPhotos: async () => urls,
    }).refreshListing(1, product.id);
    expect(saved).toEqual([urls[0], urls[1], urls[3]]);
    // The next picture is loading while one is described (at a start, rendering overlaps describing).
    expect(happened.indexOf(`loading ${urls[1]}`)).toBeLessThan(happened.indexOf(`saved ${urls[0]}`));
    for (const d of descriptors) expect(Buffer.from(d).equals(Buffer.from(toBytesAll(indexVariants(pixels))))).toBe(true);
  });

  it('leaves out a picture of a newer index version or with unreadable bytes, and still answers', async () => {
    const repo = createImageSearchRepo(t.database.db);
    await repo.savePicture({ url: '/media/photos/ee/00000000000000000000000000000001/card.webp', descriptor: new Uint8Array(40), version: INDEX_VERSION + 1 });
    await repo.savePicture({ url: '/media/photos/ee/00000000000000000000000000000002/card.webp', descriptor: new Uint8Array(44), version: INDEX_VERSION });
    await new Promise((r) => setTimeout(r, 1100));
    const { status, body } = await search({ imageUrl: null, imageFile: dataUrl('image/webp', await drawingOf(product.image_feature!)) });
    expect(status).toBe(200);
    expect(body.matches[0]!.id).toBe(product.id);
    // Described by this version already: a newer one counts as described, and is never "stale".
    expect(await repo.describedAmong(['/media/photos/ee/00000000000000000000000000000001/card.webp'], INDEX_VERSION)).toEqual(
      new Set(['/media/photos/ee/00000000000000000000000000000001/card.webp']),
    );
    expect(await repo.staleAmongPictures(INDEX_VERSION)).not.toContain('/media/photos/ee/00000000000000000000000000000001/card.webp');
  });
});

describe('POST /api/search/image: links that lead inside or nowhere', () => {
  // The recorder on 127.0.0.1 stands for "the internet" (the app's link fetch may reach it alone);
  // 127.0.0.2 is inside and must never be hit.
  let app: TestApp;
  let outside: http.Server;
  let inside: http.Server;
  let base: string;
  let insideHits: string[];
  beforeAll(async () => {
    insideHits = [];
    inside = http.createServer((req, res) => {
      insideHits.push(req.url ?? '');
      res.end('secret');
    });
    await new Promise<void>((r) => inside.listen(0, '127.0.0.2', r));
    const insideBase = `http://127.0.0.2:${(inside.address() as AddressInfo).port}`;
    outside = http.createServer((req, res) => {
      const url = req.url ?? '';
      if (url.startsWith('/hop/')) {
        const n = Number(url.slice(5));
        return void res.writeHead(302, { location: n === 0 ? `${insideBase}/latest/meta-data/` : `/hop/${n - 1}` }).end();
      }
      if (url === '/silent') return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => outside.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
    app = await createTestApp({ products: 20, deps: { imageLinkFetch: createSafeFetch({ allowAddress: (a) => a === '127.0.0.1', limits: { timeoutMs: 500 } }) } });
  });
  afterAll(async () => {
    await app?.close();
    outside?.closeAllConnections();
    await Promise.all([outside, inside].map((s) => s && new Promise((r) => s.close(r))));
  });
  const linkSearch = async (imageUrl: string) => {
    const res = await app.app.inject({ method: 'POST', url: '/api/search/image', payload: { imageUrl, imageFile: null }, headers: { 'x-forwarded-for': '10.7.0.1' } });
    return { status: res.statusCode, body: res.json<{ error: { code: string; message: string } }>() };
  };

  it('refuses a redirect chain that ends at a private address, without reaching it', async () => {
    const res = await linkSearch(`${base}/hop/2`);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('link_forbidden');
    expect(res.body.error.message).toMatch(/^The link "127\.0\.0\.2:\d+" points to a private or reserved address and cannot be searched\.$/);
    expect(insideHits).toEqual([]);
  });

  it('gives up on a link that never answers, with a clear 4xx', async () => {
    const res = await linkSearch(`${base}/silent`);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('link_timeout');
    expect(res.body.error.message.length).toBeGreaterThan(10);
  });
});
