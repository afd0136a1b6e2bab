import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember, type Answer } from '../../test/browser.js';
import { multipartFile, uniqueJpeg } from '../../test/club.js';
import type { SellerListing } from '../../../shared/listings/selling.js';
import type { ApiErrorBody } from '../../../shared/api-error.js';
import { PHOTO_UPLOADS_PER_HOUR } from './selling.routes.js';

/**
 * A listing's photos through HTTP (PGlite, or PostgreSQL with DATABASE_URL): real images made
 * with sharp go in through the media platform and come out as WebP renditions in the public
 * store; every refusal of issue #12 is a clear 4xx that stores nothing.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>>;
let seller: Member;
let other: Member;
let product: { id: number };
type Err = ApiErrorBody;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A PNG whose header claims width × height, with almost no pixel data: a decompression bomb. */
function headerOnlyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
}

const image = (format: 'png' | 'webp', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })[format]().toBuffer();

function upload(b: Browser, id: number, bytes: Buffer, options: { filename?: string; type?: string; field?: string } = {}): Promise<Answer<SellerListing & Err>> {
  const { body, contentType } = multipartFile(bytes, { filename: 'watch.jpg', ...options });
  return b.call<SellerListing & Err>('POST', `/api/selling/listings/${id}/photos`, body, { 'content-type': contentType });
}

const complete = () => ({
  piece: { kind: 'catalogue', product_id: product.id },
  condition: 'Excellent',
  year: 2019,
  box: true,
  papers: true,
  specifics: { Serial: 'SN-12345678', 'Case size': '40 mm' },
  description: 'Bought new in 2019, worn a handful of times, with every paper.',
  price: { type: 'fixed', price: 100, accept_offers: true, floor: 50 },
  ships_from: 'GB',
});

async function draft(b: Browser = seller.browser): Promise<SellerListing> {
  const made = await b.post<SellerListing>('/api/selling/drafts', complete());
  expect(made.status).toBe(201);
  return made.body;
}

async function photoRows(listingId: number) {
  return (await t.database.query<{ id: number }>('select id from listing_photos where listing_id = $1', [listingId])).rows;
}

/** The public store's answer for a rendition URL (the /uploads route in front of local disk). */
async function fetchStored(url: string): Promise<{ status: number; type: string | undefined }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'] as string | undefined };
}

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  const { rows } = await t.database.query<{ id: number }>(`select id from products where category <> 'vehicles' order by id limit 1`);
  product = { id: Number(rows[0]!.id) };
  seller = await verifiedMember(t);
  other = await verifiedMember(t);
  for (const m of [seller, other]) await t.database.query(`update "user" set user_type = 'verified_member' where id = $1`, [m.userId]);
});
afterAll(async () => {
  await t?.close();
});

describe('uploading photos', () => {
  it('takes a JPEG, a PNG and a WebP by their bytes, stores WebP renditions with the fingerprint, and then the listing may be submitted', async () => {
    const d = await draft();
    const jpeg = await uniqueJpeg(64, 48);
    const first = await upload(seller.browser, d.id, jpeg);
    expect(first.status).toBe(201);
    expect(first.body.photos).toHaveLength(1);
    const photo = first.body.photos[0]!;
    expect(photo).toMatchObject({ position: 0, width: 64, height: 48, sha256: createHash('sha256').update(jpeg).digest('hex') });
    for (const url of [photo.thumb, photo.card, photo.zoom]) {
      expect(url).toMatch(/^\/uploads\/photos\/.+\.webp$/);
      expect(await fetchStored(url)).toEqual({ status: 200, type: 'image/webp' });
    }

    const png = await upload(seller.browser, d.id, await image('png'), { filename: 'watch.png', type: 'image/png' });
    expect(png.status).toBe(201);
    const early = await seller.browser.post<Err>(`/api/selling/listings/${d.id}/submit`);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toContain('Add at least 3 photos (you have 2).');

    // A WebP called .jpg is taken for what its bytes are.
    const webp = await upload(seller.browser, d.id, await image('webp'));
    expect(webp.status).toBe(201);
    expect(webp.body.photos.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(webp.body.missing).toEqual([]);

    const submitted = await seller.browser.post<SellerListing>(`/api/selling/listings/${d.id}/submit`);
    expect([submitted.status, submitted.body.state]).toEqual([200, 'in_review']);

    // In review, the photos no longer change.
    const late = await upload(seller.browser, d.id, await uniqueJpeg());
    expect([late.status, late.body.error.code]).toEqual([409, 'listing_not_editable']);
    expect(await photoRows(d.id)).toHaveLength(3);
  });

  it('refuses a renamed PDF (415), a 10.5 MB photo (413) and a 40,000 × 40,000 PNG (422), naming the problem and storing nothing', async () => {
    const d = await draft();
    const pdf = await upload(seller.browser, d.id, PDF, { filename: 'watch.jpg', type: 'image/jpeg' });
    expect([pdf.status, pdf.body.error]).toEqual([415, { code: 'not_an_image', message: 'This file is not a photo: please upload a JPG, PNG, WebP or HEIC image.' }]);

    const big = Buffer.concat([await uniqueJpeg(), Buffer.alloc(Math.round(10.5 * 1024 * 1024))]);
    const tooLarge = await upload(seller.browser, d.id, big);
    expect([tooLarge.status, tooLarge.body.error]).toEqual([413, { code: 'too_large', message: 'This photo is larger than 10 MB; a photo may be at most 10 MB.' }]);

    const bomb = await upload(seller.browser, d.id, headerOnlyPng(40_000, 40_000), { filename: 'watch.png', type: 'image/png' });
    expect([bomb.status, bomb.body.error]).toEqual([422, {
      code: 'too_many_pixels',
      message: 'This photo is 40,000 × 40,000 pixels; a photo may have at most 50 megapixels.',
    }]);

    const json = await seller.browser.post<Err>(`/api/selling/listings/${d.id}/photos`, { file: 'watch.jpg' });
    expect([json.status, json.body.error.code]).toEqual([415, 'not_multipart']);

    const wrongField = await upload(seller.browser, d.id, await uniqueJpeg(), { field: 'photo' });
    expect([wrongField.status, wrongField.body.error.code]).toEqual([400, 'no_file']);

    expect(await photoRows(d.id)).toEqual([]);
  });

  it('takes at most 12 photos: the 13th is a 400 naming the limit', async () => {
    const d = await draft();
    for (let i = 0; i < 12; i++) expect((await upload(seller.browser, d.id, await uniqueJpeg(32, 24))).status).toBe(201);
    const thirteenth = await upload(seller.browser, d.id, await uniqueJpeg(32, 24));
    expect([thirteenth.status, thirteenth.body.error]).toMatchObject([400, {
      code: 'too_many_photos',
      message: 'A listing may have at most 12 photos. Remove one to add another.',
    }]);
    expect(await photoRows(d.id)).toHaveLength(12);
  });

  it("answers 404 for another member's draft, whatever is asked of its photos", async () => {
    const d = await draft();
    const added = await upload(seller.browser, d.id, await uniqueJpeg());
    const photoId = added.body.photos[0]!.id;
    const up = await upload(other.browser, d.id, await uniqueJpeg());
    expect([up.status, up.body.error.code]).toEqual([404, 'listing_not_found']);
    const order = await other.browser.put<Err>(`/api/selling/listings/${d.id}/photos/order`, { order: [photoId] });
    expect([order.status, order.body.error.code]).toEqual([404, 'listing_not_found']);
    const del = await other.browser.delete<Err>(`/api/selling/listings/${d.id}/photos/${photoId}`);
    expect([del.status, del.body.error.code]).toEqual([404, 'listing_not_found']);
    const guest = await upload(new Browser(t), d.id, await uniqueJpeg());
    expect(guest.status).toBe(401);
    expect(await photoRows(d.id)).toHaveLength(1);
  });

  it('limits how many photos a seller uploads in an hour', async () => {
    const m = await verifiedMember(t);
    await t.database.query(`update "user" set user_type = 'verified_member' where id = $1`, [m.userId]);
    const d = await draft(m.browser);
    await t.database.query(`insert into rate_limits (key, count, window_start) values ($1, $2, now())`, [`selling-photo|user:${m.userId}`, PHOTO_UPLOADS_PER_HOUR.max]);
    const limited = await upload(m.browser, d.id, await uniqueJpeg());
    expect([limited.status, limited.body.error.code]).toEqual([429, 'rate_limited']);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('ordering and removing photos', () => {
  it('puts the photos in the order given, refusing an order that is not every photo once', async () => {
    const d = await draft();
    for (let i = 0; i < 3; i++) await upload(seller.browser, d.id, await uniqueJpeg());
    const ids = (await seller.browser.get<SellerListing>(`/api/selling/listings/${d.id}`)).body.photos.map((p) => p.id);
    const reversed = [...ids].reverse();
    const ordered = await seller.browser.put<SellerListing>(`/api/selling/listings/${d.id}/photos/order`, { order: reversed });
    expect(ordered.status).toBe(200);
    expect(ordered.body.photos.map((p) => p.id)).toEqual(reversed);
    expect(ordered.body.photos.map((p) => p.position)).toEqual([0, 1, 2]);

    for (const order of [[ids[0], ids[1]], [ids[0], ids[0], ids[1]], [ids[0], ids[1], 999_999]]) {
      const bad = await seller.browser.put<Err>(`/api/selling/listings/${d.id}/photos/order`, { order });
      expect([bad.status, bad.body.error.code, bad.body.error.message]).toEqual([400, 'invalid_photo_order', 'The order must list every photo of this listing exactly once.']);
    }
    const junk = await seller.browser.put<Err>(`/api/selling/listings/${d.id}/photos/order`, { order: 'abc' });
    expect(junk.status).toBe(400);
    expect((await seller.browser.get<SellerListing>(`/api/selling/listings/${d.id}`)).body.photos.map((p) => p.id)).toEqual(reversed);
  });

  it('deletes a photo with its files and closes the gap in the order', async () => {
    const d = await draft();
    for (let i = 0; i < 3; i++) await upload(seller.browser, d.id, await uniqueJpeg());
    const [a, b, c] = (await seller.browser.get<SellerListing>(`/api/selling/listings/${d.id}`)).body.photos;
    const removed = await seller.browser.delete<SellerListing>(`/api/selling/listings/${d.id}/photos/${b!.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.photos.map((p) => [p.id, p.position])).toEqual([[a!.id, 0], [c!.id, 1]]);
    for (const url of [b!.thumb, b!.card, b!.zoom]) expect((await fetchStored(url)).status).toBe(404);
    expect((await fetchStored(a!.zoom)).status).toBe(200);

    const again = await seller.browser.delete<Err>(`/api/selling/listings/${d.id}/photos/${b!.id}`);
    expect([again.status, again.body.error.code]).toEqual([404, 'photo_not_found']);
    const junk = await seller.browser.delete<Err>(`/api/selling/listings/${d.id}/photos/abc`);
    expect(junk.status).toBe(400);
  });

  it('deleting a draft removes its photos from the store', async () => {
    const d = await draft();
    const added = await upload(seller.browser, d.id, await uniqueJpeg());
    const photo = added.body.photos[0]!;
    expect((await fetchStored(photo.card)).status).toBe(200);
    const gone = await seller.browser.delete(`/api/selling/listings/${d.id}`);
    expect(gone.status).toBe(204);
    for (const url of [photo.thumb, photo.card, photo.zoom]) expect((await fetchStored(url)).status).toBe(404);
  });
});
