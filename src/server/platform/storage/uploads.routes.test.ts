import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createMedia, type IngestedImage } from '../media/index.js';
import { createBlobStores, createPrivateStore } from './index.js';

let t: TestApp;
let s3: TestS3;
let image: IngestedImage;
beforeAll(async () => {
  [t, s3] = await Promise.all([createTestApp(), startTestS3()]);
  const media = createMedia({ store: createBlobStores(t.config).public, publicBaseUrl: t.config.storage.publicUrl });
  image = await media.ingestImage(await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#8a6' } }).jpeg().toBuffer());
});
afterAll(async () => {
  await Promise.all([t?.close(), s3?.close()]);
});

describe('GET /uploads/<key>: public renditions from local disk', () => {
  it('serves a rendition with its type, a year of immutable caching and nosniff', async () => {
    const { card } = image.renditions;
    expect(card.url).toBe(`/uploads/${card.key}`);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', ...card.key.split('/')))).toBe(true);
    const res = await t.app.inject(card.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBe(card.bytes);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
    const head = await t.app.inject({ method: 'HEAD', url: card.url });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, String(card.bytes), '']);
  });

  it('answers 404 for what is not there', async () => {
    const res = await t.app.inject('/uploads/photos/00/00000000000000000000000000000000/card.webp');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'no_such_file', message: 'No such file.' } });
  });

  it('lists no folder', async () => {
    const folder = image.renditions.card.key.split('/').slice(0, -1).join('/');
    for (const url of ['/uploads', '/uploads/', '/uploads/photos', '/uploads/photos/', `/uploads/${folder}`, `/uploads/${folder}/`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('card.webp');
    }
  });

  it('never climbs out with ../, however it is spelled', async () => {
    const documents = createPrivateStore(createBlobStores(t.config).private);
    const { key } = await documents.put(Buffer.from('PASSPORT OF A MEMBER'));
    // And a file right beside the uploads folder, as a traversal would find it.
    mkdirSync(t.config.dataDir, { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'SECRET BESIDE UPLOADS');
    const tries = [
      `/uploads/../private/${key.slice(0, 2)}/${key}`,
      `/uploads/%2e%2e/private/${key.slice(0, 2)}/${key}`,
      `/uploads/..%2fprivate%2f${key.slice(0, 2)}%2f${key}`,
      `/uploads/%2e%2e%2fsecret.txt`,
      '/uploads/..%5csecret.txt',
      '/uploads/photos/%2e%2e/%2e%2e/secret.txt',
      `/uploads//${t.config.dataDir}/secret.txt`,
      '/uploads/%00secret.txt',
    ];
    for (const url of tries) {
      const res = await t.app.inject(url);
      // '/../' and '/%2e%2e/' are resolved by the client before it is sent (WHATWG URL): the path
      // then names /private/..., a page of the web app. Every other spelling is a 404 (a NUL byte: the input guard's 400).
      if (!new URL(url, 'http://patina.test').pathname.startsWith('/uploads/')) expect(res.statusCode, url).not.toBe(200);
      else expect(res.statusCode, url).toBe(url.includes('%00') ? 400 : 404);
      expect(res.body, url).not.toContain('PASSPORT');
      expect(res.headers['content-type'], url).not.toBe('application/octet-stream');
      expect(res.body, url).not.toContain('SECRET BESIDE');
    }
    expect((await documents.get(key))?.toString()).toBe('PASSPORT OF A MEMBER');
  });
});

describe('STORAGE=s3: the same route and stores over a bucket', () => {
  const s3Env = () => ({
    STORAGE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey, S3_FORCE_PATH_STYLE: 'true',
  });

  it('reads its settings, and refuses STORAGE=s3 without a bucket or keys', () => {
    const config = loadConfig(s3Env());
    expect(config.storage).toEqual({
      kind: 's3', publicUrl: '/uploads',
      s3: { endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true },
    });
    expect(loadConfig({}).storage).toEqual({ kind: 'local', publicUrl: '/uploads' });
    expect(loadConfig({ UPLOADS_PUBLIC_URL: 'https://cdn.patina.example/' }).storage.publicUrl).toBe('https://cdn.patina.example');
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).storage).toMatchObject({
      s3: { endpoint: 'https://s3.us-east-1.amazonaws.com', forcePathStyle: false },
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: set S3_BUCKET when STORAGE=s3\n  S3_ACCESS_KEY_ID: set S3_ACCESS_KEY_ID when STORAGE=s3\n  S3_SECRET_ACCESS_KEY: set S3_SECRET_ACCESS_KEY when STORAGE=s3',
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow('STORAGE');
  });

  it('puts photos and documents in the bucket, and serves the photos at /uploads', async () => {
    const config = { ...t.config, storage: loadConfig(s3Env()).storage };
    const blobs = createBlobStores(config);
    const media = createMedia({ store: blobs.public, publicBaseUrl: config.storage.publicUrl });
    const photo = await media.ingestImage(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#246' } }).png().toBuffer());
    expect(s3.objects.has(`uploads/${photo.renditions.thumb.key}`)).toBe(true);
    const { key } = await createPrivateStore(blobs.private).put(Buffer.from('identity document'));
    expect(s3.objects.get(`private/${key.slice(0, 2)}/${key}`)?.bytes.toString()).toBe('identity document');

    const { buildApp } = await import('../../app.js');
    const app = await buildApp(config, { database: t.database });
    try {
      const res = await app.inject(photo.renditions.thumb.url);
      expect([res.statusCode, res.headers['content-type'], res.rawPayload.length]).toEqual([200, 'image/webp', photo.renditions.thumb.bytes]);
      expect((await app.inject(`/uploads/../private/${key.slice(0, 2)}/${key}`)).body).not.toContain('identity document');
    } finally {
      await app.close();
    }
  });
});
