import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { multipartFiles } from '../../test/multipart.js';
import { verifiedMember, type Answer, type Browser } from '../../test/browser.js';
import type { ApiErrorBody } from '../../../shared/api-error.js';
import type { Batch, ZipAnswer } from '../../../shared/bulk-upload/contracts.js';
import { BULK_UPLOAD_RATES } from './bulk-upload.routes.js';
import { ZIP_LIMITS } from './zip.js';

/**
 * A ZIP of photos (and perhaps the sheet) for a bulk upload (issue #38), through HTTP: the
 * photos taken under their own names and grouped by them, the sheet inside read as the sheet,
 * and every hostile entry (a path out of the ZIP, a link, a ZIP inside, a text file named
 * .jpg, a bomb) named with why while the rest goes on. The unpacked limit is lowered here so
 * a bomb need not write a gigabyte.
 */
let t: TestApp;
let seller: Awaited<ReturnType<typeof verifiedMember>>;
type Err = ApiErrorBody;
const defaults = { ...ZIP_LIMITS };

async function photo(): Promise<Buffer> {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width: 160, height: 120, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .composite([{ input: randomBytes(32 * 32 * 3), raw: { width: 32, height: 32, channels: 3 }, tile: true, left: 0, top: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

type ZipEntry = { name: string; data: Buffer | string; mode?: number; dir?: boolean };
/** A real ZIP, deflated, made as a Unix zip tool makes it (so a mode can say "link"). */
async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new JSZip();
  for (const e of entries) {
    if (e.dir) zip.folder(e.name);
    else zip.file(e.name, e.data, { createFolders: false, ...(e.mode ? { unixPermissions: e.mode } : {}) });
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}

/** A one-entry ZIP whose headers say the entry unpacks to `claimed` bytes, whatever it holds. */
function lyingAbout(zip: Buffer, claimed: number): Buffer {
  const out = Buffer.from(zip);
  expect(out.readUInt32LE(0)).toBe(0x04034b50);
  out.writeUInt32LE(claimed, 22);
  const central = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  out.writeUInt32LE(claimed, central + 24);
  return out;
}

function sendZip(b: Browser, id: number, name: string, bytes: Buffer, field = 'file'): Promise<Answer<ZipAnswer & Err>> {
  const { body, contentType } = multipartFiles([{ field, name, bytes, type: 'application/zip' }]);
  return b.call<ZipAnswer & Err>('POST', `/api/bulk-upload/batches/${id}/zip`, body, { 'content-type': contentType });
}

const newBatch = async () => {
  const made = await seller.browser.post<Batch>('/api/bulk-upload/batches', {});
  expect(made.status).toBe(201);
  return made.body;
};
const batchOf = async (id: number) => (await seller.browser.get<Batch>(`/api/bulk-upload/batches/${id}`)).body;
const tempZips = async () => (await readdir(tmpdir())).filter((n) => n.startsWith('patina-zip-')).length;

beforeAll(async () => {
  t = await createTestApp();
  seller = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = 'verified_member' where id = $1`, [seller.userId]);
});
afterEach(() => {
  Object.assign(ZIP_LIMITS, defaults);
});
afterAll(async () => {
  await t?.close();
});

describe('a ZIP of photos and the sheet', () => {
  it('takes the photos under their base names and the sheet inside, passes over folders and litter, and groups by the names', async () => {
    const b = await newBatch();
    const before = await tempZips();
    const sheet = 'Brand,Model,Price,Photos\r\nRolex,Submariner,"$9,000",sub_1.jpg; sub_2.jpg\r\n';
    const res = await sendZip(seller.browser, b.id, 'stock.zip', await zipOf([
      { name: 'stock/', data: '', dir: true },
      { name: 'stock/stock.csv', data: sheet },
      { name: 'stock/photos/sub_1.jpg', data: await photo() },
      { name: 'stock/photos/more/sub_2.jpg', data: await photo() },
      { name: 'stock/photos/omega_1.jpg', data: await photo() },
      { name: '__MACOSX/stock/photos/._sub_1.jpg', data: 'resource fork' },
      { name: 'stock/.DS_Store', data: 'finder' },
    ]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: ['sub_1.jpg', 'sub_2.jpg', 'omega_1.jpg'], refused: [], photo_count: 3, sheet_name: 'stock.csv' });
    expect(await tempZips()).toBe(before);

    const read = await batchOf(b.id);
    expect([read.sheet_name, read.rows, read.photo_count, read.headers]).toEqual(['stock.csv', 1, 3, ['Brand', 'Model', 'Price', 'Photos']]);
    const confirmed = await seller.browser.call<Batch>('PUT', `/api/bulk-upload/batches/${b.id}/mapping`, read.mapping);
    expect(confirmed.status).toBe(200);
    const started = await seller.browser.post<Batch>(`/api/bulk-upload/batches/${b.id}/start`, {});
    expect(started.status).toBe(200);
    const byRow = started.body.pieces.find((p) => p.row === 2)!;
    expect([byRow.grouped_by, byRow.photos.map((p) => p.file_name).sort()]).toEqual(['sheet', ['sub_1.jpg', 'sub_2.jpg']]);
    expect(started.body.pieces.filter((p) => p.row === null).map((p) => p.photos.map((ph) => ph.file_name))).toEqual([['omega_1.jpg']]);
  });

  it('names a path out of the ZIP, a link, a ZIP inside, a text file named .jpg and a second sheet, and takes the rest', async () => {
    const b = await newBatch();
    const inner = await zipOf([{ name: 'x.jpg', data: await photo() }]);
    const res = await sendZip(seller.browser, b.id, 'mixed.zip', await zipOf([
      { name: '../../x.jpg', data: await photo() },
      { name: '/etc/y.jpg', data: await photo() },
      { name: 'link.jpg', data: '/etc/passwd', mode: 0o120777 },
      { name: 'more.zip', data: inner },
      { name: 'disguised.jpg', data: inner },
      { name: 'notes.jpg', data: 'this is a text file, not a photo' },
      { name: 'stock.csv', data: 'Brand,Model\r\nRolex,Datejust\r\n' },
      { name: 'again.xlsx', data: 'second sheet' },
      { name: 'good.jpg', data: await photo() },
    ]));
    expect(res.status).toBe(200);
    expect(res.body.accepted).toEqual(['good.jpg']);
    expect(res.body.sheet_name).toBe('stock.csv');
    expect(res.body.refused).toEqual([
      { file: '../../x.jpg', message: '../../x.jpg was skipped: a path outside the ZIP.' },
      { file: '/etc/y.jpg', message: '/etc/y.jpg was skipped: a path outside the ZIP.' },
      { file: 'link.jpg', message: 'link.jpg was skipped: it is a link to another file, not a photo.' },
      { file: 'more.zip', message: 'more.zip was skipped: a ZIP inside the ZIP is not opened. Put its photos in the main ZIP instead.' },
      { file: 'again.xlsx', message: 'again.xlsx was skipped: one spreadsheet is read from a ZIP, and that was stock.csv.' },
      { file: 'disguised.jpg', message: 'disguised.jpg was skipped: a ZIP inside the ZIP is not opened. Put its photos in the main ZIP instead.' },
      { file: 'notes.jpg', message: 'notes.jpg is not a photo: its contents are not a JPG, PNG, WebP or HEIC image.' },
    ]);
    expect((await batchOf(b.id)).photo_count).toBe(1);

    // The batch has a sheet now: one in a later ZIP is named and left; a photo of a name already taken is refused by name.
    const later = await sendZip(seller.browser, b.id, 'later.zip', await zipOf([{ name: 'new.csv', data: 'Brand\r\nOmega\r\n' }, { name: 'sub/good.jpg', data: await photo() }]));
    expect(later.body).toEqual({
      accepted: [],
      refused: [
        { file: 'new.csv', message: 'new.csv was skipped: this batch already has a spreadsheet (stock.csv).' },
        { file: 'good.jpg', message: 'good.jpg is already in this batch; a second file of the same name was not added.' },
      ],
      photo_count: 1,
      sheet_name: null,
    });
    expect((await batchOf(b.id)).sheet_name).toBe('stock.csv');
  });

  it('names a sheet in the ZIP that cannot be read, the way the sheet route does, and takes the photos', async () => {
    const b = await newBatch();
    const res = await sendZip(seller.browser, b.id, 'stock.zip', await zipOf([{ name: 'stock.xlsx', data: 'not a workbook at all' }, { name: 'a.jpg', data: await photo() }]));
    expect(res.status).toBe(200);
    expect(res.body.accepted).toEqual(['a.jpg']);
    expect(res.body.sheet_name).toBeNull();
    expect(res.body.refused).toHaveLength(1);
    expect(res.body.refused[0]!.file).toBe('stock.xlsx');
    expect(res.body.refused[0]!.message).toMatch(/^stock\.xlsx /);
    expect((await batchOf(b.id)).sheet_name).toBeNull();
  });
});

describe('a hostile ZIP', () => {
  it('stops reading a ZIP bomb at the unpacked limit, keeping what came before and nothing of the bomb', async () => {
    ZIP_LIMITS.unpackedBytes = 1024 * 1024;
    const b = await newBatch();
    const res = await sendZip(seller.browser, b.id, 'bomb.zip', await zipOf([
      { name: 'first.jpg', data: await photo() },
      { name: 'zeros.jpg', data: Buffer.alloc(3 * 1024 * 1024) },
      { name: 'after.jpg', data: await photo() },
    ]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accepted: ['first.jpg'],
      refused: [{ file: 'zeros.jpg', message: 'zeros.jpg was not taken: by here bomb.zip unpacks to more than 1 MB, and a ZIP may unpack to at most 1 MB. The files before it were taken; the rest of the ZIP was not read.' }],
      photo_count: 1,
      sheet_name: null,
    });
    expect((await batchOf(b.id)).photo_count).toBe(1);
  });

  it('counts the bytes as they inflate: an entry that says it is small and is not is refused, and the rest goes on', async () => {
    const b = await newBatch();
    const bomb = lyingAbout(await zipOf([{ name: 'small.jpg', data: Buffer.concat([await photo(), Buffer.alloc(20 * 1024 * 1024)]) }]), 2000);
    const res = await sendZip(seller.browser, b.id, 'liar.zip', bomb);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accepted: [],
      refused: [{ file: 'small.jpg', message: 'small.jpg was skipped: it unpacks to more than the ZIP says it holds, as a ZIP bomb does.' }],
      photo_count: 0,
      sheet_name: null,
    });
    const next = await sendZip(seller.browser, b.id, 'good.zip', await zipOf([{ name: 'fine.jpg', data: await photo() }]));
    expect(next.body.accepted).toEqual(['fine.jpg']);
  });

  it('reads no more entries than the limit, and names the ZIP', async () => {
    ZIP_LIMITS.entries = 2;
    const b = await newBatch();
    const res = await sendZip(seller.browser, b.id, 'many.zip', await zipOf([
      { name: 'a.jpg', data: await photo() }, { name: 'b.jpg', data: await photo() }, { name: 'c.jpg', data: await photo() },
    ]));
    expect(res.body.accepted).toEqual(['a.jpg', 'b.jpg']);
    expect(res.body.refused).toEqual([{ file: 'many.zip', message: 'many.zip holds more than 2 files; only the first 2 were read. Please split it.' }]);
  });

  it('refuses what is not a ZIP (415), a damaged ZIP (400) and one larger than the limit (413), leaving no copy behind', async () => {
    const b = await newBatch();
    const before = await tempZips();
    const text = await sendZip(seller.browser, b.id, 'photos.zip', Buffer.from('just some text, renamed'));
    expect([text.status, text.body.error.code, text.body.error.message]).toEqual([415, 'not_a_zip', 'photos.zip is not a ZIP file. Choose a .zip of photos, or add the photos and the spreadsheet as they are.']);
    const damaged = await sendZip(seller.browser, b.id, 'broken.zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(200)]));
    expect([damaged.status, damaged.body.error.code, damaged.body.error.message]).toEqual([400, 'zip_unreadable', 'broken.zip could not be opened: the ZIP seems damaged. Please make it again and upload it once more.']);
    ZIP_LIMITS.uploadBytes = 64 * 1024;
    const big = await sendZip(seller.browser, b.id, 'big.zip', await zipOf([{ name: 'noise.jpg', data: randomBytes(200 * 1024) }]));
    expect([big.status, big.body.error.code, big.body.error.message]).toEqual([413, 'zip_too_large', 'big.zip is larger than 64 KB; a ZIP may be at most 64 KB.']);
    const wrongField = await sendZip(seller.browser, b.id, 'a.zip', await zipOf([{ name: 'a.jpg', data: await photo() }]), 'files');
    expect([wrongField.status, wrongField.body.error.code]).toEqual([400, 'no_file']);
    const notMultipart = await seller.browser.post<Err>(`/api/bulk-upload/batches/${b.id}/zip`, {});
    expect([notMultipart.status, notMultipart.body.error.code]).toEqual([415, 'not_multipart']);
    expect((await batchOf(b.id)).photo_count).toBe(0);
    expect(await tempZips()).toBe(before);
  });

  it('is rate-limited per seller, an empty ZIP answering that nothing was in it', async () => {
    const member = await verifiedMember(t);
    await t.database.query(`update "user" set user_type = 'verified_member' where id = $1`, [member.userId]);
    const made = await member.browser.post<Batch>('/api/bulk-upload/batches', {});
    const empty = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    for (let i = 0; i < BULK_UPLOAD_RATES.zips.max; i += 1) {
      const ok = await sendZip(member.browser, made.body.id, 'empty.zip', empty);
      expect([ok.status, ok.body.accepted, ok.body.refused]).toEqual([200, [], []]);
    }
    const limited = await sendZip(member.browser, made.body.id, 'empty.zip', empty);
    expect(limited.status).toBe(429);
    // Another seller's ZIPs are counted apart.
    expect((await sendZip(seller.browser, (await newBatch()).id, 'empty.zip', empty)).status).toBe(200);
  });
});
