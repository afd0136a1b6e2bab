import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createMedia } from '../media/index.js';
import type { BlobStore } from './blob-store.js';
import { createLocalBlobStore } from './local-blob-store.js';
import { createS3BlobStore, S3Error } from './s3-blob-store.js';
import { EMPTY_SHA256, signRequest } from './sigv4.js';

let s3: TestS3;
const root = mkdtempSync(path.join(os.tmpdir(), 'patina-blobs-'));
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

const s3Store = (prefix: string, overrides: Partial<Parameters<typeof createS3BlobStore>[0]> = {}) =>
  createS3BlobStore({
    endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true, prefix, ...overrides,
  });

const homes: [string, () => { pub: BlobStore; priv: BlobStore }][] = [
  ['local disk', () => ({ pub: createLocalBlobStore({ root: path.join(root, 'uploads'), publicBaseUrl: '/uploads' }), priv: createLocalBlobStore({ root: path.join(root, 'private') }) })],
  ['S3 over HTTP', () => ({ pub: s3Store('uploads/', { publicBaseUrl: 'https://cdn.patina.test/' }), priv: s3Store('private/') })],
];

describe.each(homes)('BlobStore on %s', (_name, make) => {
  it('puts, gets, deletes; deleting twice is no error', async () => {
    const { pub } = make();
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } }).webp().toBuffer();
    await pub.put('photos/ab/one/thumb.webp', bytes, 'image/webp');
    const back = await pub.get('photos/ab/one/thumb.webp');
    expect(back?.bytes.equals(bytes)).toBe(true);
    expect(back?.contentType).toBe('image/webp');
    expect(await pub.delete('photos/ab/one/thumb.webp')).toBe(true);
    expect(await pub.delete('photos/ab/one/thumb.webp')).toBe(false);
    expect(await pub.get('photos/ab/one/thumb.webp')).toBeNull();
  });

  it('keeps the public and private namespaces apart, and gives URLs to public blobs only', async () => {
    const { pub, priv } = make();
    await priv.put('ab/abcdef0123456789abcdef0123456789', Buffer.from('passport scan'), 'application/octet-stream');
    expect(await pub.get('ab/abcdef0123456789abcdef0123456789')).toBeNull();
    expect((await priv.get('ab/abcdef0123456789abcdef0123456789'))?.bytes.toString()).toBe('passport scan');
    expect(priv.url('ab/abcdef0123456789abcdef0123456789')).toBeNull();
    expect(pub.url('photos/x/zoom.webp')).toMatch(/^(\/uploads|https:\/\/cdn\.patina\.test)\/photos\/x\/zoom\.webp$/);
  });

  it('never opens a key outside the pattern: no traversal, no absolute paths, no folders', async () => {
    const { pub } = make();
    for (const key of ['../private/ab/secret', 'photos/../../etc/passwd', '/etc/passwd', 'photos//x', '.hidden', 'Photos/X.webp', '']) {
      expect(await pub.get(key)).toBeNull();
      expect(await pub.delete(key)).toBe(false);
      await expect(pub.put(key, Buffer.from('x'), 'application/octet-stream')).rejects.toThrow('Not a storage key');
    }
    await pub.put('photos/dir/a.webp', Buffer.from('x'), 'image/webp');
    expect(await pub.get('photos/dir')).toBeNull();
  });

  it('holds a key to the type its extension names', async () => {
    const { pub } = make();
    await expect(pub.put('photos/a.webp', Buffer.from('x'), 'image/png')).rejects.toThrow('names image/webp, not image/png');
  });
});

describe('local disk', () => {
  it('keeps private files readable by their owner only', async () => {
    const priv = createLocalBlobStore({ root: path.join(root, 'private') });
    await priv.put('cd/cdef0123456789abcdef0123456789ab', Buffer.from('id card'), 'application/octet-stream');
    const file = path.join(root, 'private', 'cd', 'cdef0123456789abcdef0123456789ab');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});

describe('S3 over real HTTP with real signatures', () => {
  it('stores a photo’s renditions in the bucket under the uploads/ prefix', async () => {
    const media = createMedia({ store: s3Store('uploads/', { publicBaseUrl: '/uploads' }), publicBaseUrl: '/uploads' });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#456' } }).png().toBuffer();
    const image = await media.ingestImage(png);
    const key = `uploads/${image.renditions.card.key}`;
    expect(s3.objects.get(key)?.contentType).toBe('image/webp');
    expect((await sharp(s3.objects.get(key)!.bytes).metadata()).width).toBe(800);
    expect(s3.requests.filter((r) => r.method === 'PUT').every((r) => r.status === 200)).toBe(true);
  });

  it('uses virtual-hosted URLs unless told path style', async () => {
    const seen: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: URL) => {
      seen.push(String(input));
      return new Response(null, { status: 404 });
    }) as typeof fetch;
    try {
      await s3Store('uploads/', { forcePathStyle: false, endpoint: 'https://s3.eu-west-3.amazonaws.com' }).get('photos/a.webp');
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).toEqual([`https://${s3.bucket}.s3.eu-west-3.amazonaws.com/uploads/photos/a.webp`]);
  });

  it('is refused with S3’s own error for a wrong secret, and says so', async () => {
    const wrong = s3Store('uploads/', { secretAccessKey: 'not-the-secret' });
    const error = await wrong.put('photos/b.webp', Buffer.from('x'), 'image/webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).message).toBe(
      'S3 PUT photos/b.webp failed: 403 SignatureDoesNotMatch (The request signature we calculated does not match the signature you provided.)',
    );
    expect(s3.objects.has('uploads/photos/b.webp')).toBe(false);
  });

  it('the server really checks: a body that is not the one signed is refused', async () => {
    const url = new URL(`${s3.endpoint}/${s3.bucket}/uploads/photos/c.webp`);
    const signed = signRequest(
      { method: 'PUT', url, headers: { 'x-amz-content-sha256': EMPTY_SHA256 }, payloadHash: EMPTY_SHA256, region: s3.region, service: 's3', now: new Date() },
      s3,
    );
    const { host: _host, ...headers } = signed.headers;
    const res = await fetch(url, { method: 'PUT', headers, body: 'swapped in flight' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
  });
});
