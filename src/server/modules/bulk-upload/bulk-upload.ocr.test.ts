import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { multipartFiles, type MultipartFile } from '../../test/multipart.js';
import { verifiedMember, type Answer, type Browser } from '../../test/browser.js';
import { createLocalBlobStore } from '../../platform/storage/index.js';
import { BRANDS } from '../../../shared/assistant/entities.js';
import type { Batch, PhotosAnswer } from '../../../shared/bulk-upload/contracts.js';
import { createPhotoReader, OcrError } from './ocr.js';
import { readLabel } from './label.js';
import { checkPhoto, TEXT_LIKE } from './recognise.js';
import { clusterBySimilarity, SAME_PIECE, signatureDistance, signatureOf } from './similarity.js';

/**
 * Bulk upload's offline OCR and grouping by look (issue #38, decision 067), on PGlite or on
 * PostgreSQL with DATABASE_URL: the text of generated labels read with tesseract.js and the
 * English data from node_modules, what it says taken where the sheet left a field empty and
 * used for the catalogue match; photos no name groups grouped by how they look.
 */

/** Black text on a light card, in a plain font: what a label or a certificate photographed flat gives. */
function card(lines: string[], options: { width?: number; size?: number; background?: string } = {}): Promise<Buffer> {
  const { width = 900, size = 30, background = 'white' } = options;
  const height = Math.round(60 + lines.length * size * 1.5);
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${lines
    .map((l, i) => `<text x="30" y="${50 + i * size * 1.5}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" fill="black">${escape(l)}</text>`)
    .join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A drawn piece: a watch (round or square case) or a bag, in its colours, on a pale backdrop. */
function drawing(kind: 'watch' | 'square' | 'bag', colour: string, accent: string): Buffer {
  const body =
    kind === 'bag'
      ? `<rect x="100" y="220" width="400" height="300" rx="30" fill="${colour}"/><path d="M200 220 Q300 60 400 220" stroke="${accent}" stroke-width="16" fill="none"/><rect x="270" y="300" width="60" height="40" fill="#d4af37"/>`
      : `<rect x="255" y="10" width="90" height="580" fill="${accent}"/>${kind === 'watch'
        ? `<circle cx="300" cy="300" r="150" fill="#999" stroke="#333" stroke-width="12"/><circle cx="300" cy="300" r="118" fill="${colour}"/>`
        : `<rect x="170" y="170" width="260" height="260" rx="20" fill="#c9a55a" stroke="#333" stroke-width="10"/><rect x="200" y="200" width="200" height="200" fill="${colour}"/>`}<line x1="300" y1="300" x2="300" y2="210" stroke="white" stroke-width="7"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="100%" height="100%" fill="#eeeae2"/>${body}</svg>`);
}

/** The same piece photographed again: another crop (up to 6 %), light ±15 %, another JPEG quality. */
function retake(svg: Buffer, k: number): Promise<Buffer> {
  const crops = [[0, 0, 600, 600], [30, 10, 560, 570], [0, 36, 570, 564], [20, 20, 560, 560]] as const;
  const [left, top, width, height] = crops[k % 4]!;
  return sharp(svg).extract({ left, top, width, height }).modulate({ brightness: [1, 0.85, 1.15, 0.9][k % 4]! }).jpeg({ quality: [90, 60, 75, 85][k % 4]! }).toBuffer();
}

describe('reading a label', () => {
  it('takes the house, the model beside it, the reference, the serial and the year where the text says them', () => {
    expect(readLabel('ROLEX OYSTER PERPETUAL\nSUBMARINER DATE\n\nREF. 116610LN SERIAL 7K1234\nYEAR 2015\n')).toEqual({
      brand: 'Rolex', model: 'Oyster Perpetual Submariner Date', reference: '116610LN', serial: '7K1234', year: 2015,
    });
    expect(readLabel('CERTIFICATE OF AUTHENTICITY\nCartier Santos\nReference No: WSSA0018\nSerial No. 1234567AB\nDate 12/03/2019')).toEqual({
      brand: 'Cartier', model: 'Santos', reference: 'WSSA0018', serial: '1234567AB', year: 2019,
    });
    // OCR's usual slips in a reference: an O among the digits is a 0.
    expect(readLabel('Ref. 11661OLN').reference).toBe('116610LN');
    // A label word run into the value before it (a wide gap read as a bar).
    expect(readLabel('REF 116610LN|SERIAL 7K1234')).toMatchObject({ reference: '116610LN', serial: '7K1234' });
    // An unlabelled reference is taken only when it is the one such word.
    expect(readLabel('INVOICE\nPatek Philippe Nautilus 5711/1A\nTotal 120,000.00')).toMatchObject({ brand: 'Patek Philippe', reference: '5711/1A' });
  });

  it('gives nothing for text that names nothing, and no year from the future', () => {
    expect(readLabel('')).toEqual({});
    expect(readLabel('Thank you for your visit\nOpen 9-18')).toEqual({});
    expect(readLabel('Year 2999')).toEqual({});
    // Two-letter abbreviations are not taken off noise ('AP' in a word list).
    expect(readLabel('AP RM PP').brand).toBeUndefined();
  });
});

describe('offline OCR', () => {
  const reader = createPhotoReader();
  afterAll(() => reader.close());

  it('reads a generated label from the English data in node_modules, about a second a photo', async () => {
    const label = await card(['ROLEX OYSTER PERPETUAL', 'SUBMARINER DATE', 'REF. 116610LN  SERIAL 7K1234']);
    const started = performance.now();
    const text = await reader.read(label);
    const first = performance.now() - started;
    const again = performance.now();
    await reader.read(label);
    const warm = performance.now() - again;
    console.log(`OCR: ${Math.round(first)} ms with the worker's start, ${Math.round(warm)} ms warm (${label.length} bytes)`);
    expect(readLabel(text)).toMatchObject({ brand: 'Rolex', reference: '116610LN', serial: '7K1234' });
    expect(warm).toBeLessThan(3000);
  });

  it('reads a certificate and a receipt', async () => {
    const cert = await card(['CERTIFICATE OF AUTHENTICITY', 'Cartier Santos', 'Reference No: WSSA0018', 'Serial No. 1234567AB', 'Date 12/03/2019'], { background: '#f8f3e6', size: 28 });
    const receipt = await card(['BOUTIQUE GENEVE', 'INVOICE 20931', 'Omega Speedmaster Professional', 'Ref 310.30.42.50.01.001', 'TOTAL 7,200.00 CHF', '14.05.2021'], { width: 620, size: 24 });
    expect(readLabel(await reader.read(cert))).toMatchObject({ brand: 'Cartier', reference: 'WSSA0018', serial: '1234567AB', year: 2019 });
    expect(readLabel(await reader.read(receipt))).toMatchObject({ brand: 'Omega', reference: '310.30.42.50.01.001', year: 2021 });
  });

  it('says which photos look like text: labels, certificates and receipts yes, pieces no', async () => {
    const label = await checkPhoto('l.jpg', await card(['ROLEX OYSTER PERPETUAL', 'REF. 116610LN  SERIAL 7K1234']));
    const watch = await checkPhoto('w.jpg', await retake(drawing('watch', '#111', '#222'), 0));
    const bag = await checkPhoto('b.jpg', await retake(drawing('bag', '#b5651d', '#3a2010'), 0));
    expect(label!.text).toBeGreaterThanOrEqual(TEXT_LIKE);
    expect(label!.problems).toEqual([]);
    expect(watch!.text).toBeLessThan(TEXT_LIKE);
    expect(bag!.text).toBeLessThan(TEXT_LIKE);
  });

  it('fails a photo, never the process: bytes that are no image, a time limit, a closed reader', async () => {
    await expect(reader.read(Buffer.from('not an image'))).rejects.toMatchObject({ reason: 'failed' });
    const hasty = createPhotoReader({ timeoutMs: 1 });
    await expect(hasty.read(await card(['SLOW'.repeat(10)]))).rejects.toBeInstanceOf(OcrError);
    await hasty.close();
    await expect(hasty.read(await card(['CLOSED']))).rejects.toMatchObject({ reason: 'closed' });
    // The shared reader still reads after another's failure.
    expect(await reader.read(await card(['REF. 5711/1A']))).toContain('5711');
  });
});

describe('grouping by look', () => {
  it('puts retakes of one piece together and different pieces apart', async () => {
    const pieces = [drawing('watch', '#111', '#222'), drawing('watch', '#1a3d8f', '#555'), drawing('square', '#f4f1e8', '#5a2d0c'), drawing('bag', '#b5651d', '#3a2010'), drawing('bag', '#1b1b1b', '#3a2010')];
    const photos: { piece: number; bytes: Buffer }[] = [];
    for (let k = 0; k < 3; k++) for (const [piece, svg] of pieces.entries()) photos.push({ piece, bytes: await retake(svg, k) });
    const signatures = await Promise.all(photos.map((p) => signatureOf(p.bytes)));
    let same = 0;
    let apart = Infinity;
    for (let i = 0; i < photos.length; i++) {
      for (let j = i + 1; j < photos.length; j++) {
        const d = signatureDistance(signatures[i]!, signatures[j]!);
        if (photos[i]!.piece === photos[j]!.piece) same = Math.max(same, d);
        else apart = Math.min(apart, d);
      }
    }
    console.log(`Grouping by look: retakes of one piece at most ${same.toFixed(3)} apart, different pieces at least ${apart.toFixed(3)}; threshold ${SAME_PIECE}`);
    expect(same).toBeLessThan(SAME_PIECE);
    expect(apart).toBeGreaterThan(SAME_PIECE);
    const groups = await clusterBySimilarity(signatures, 12);
    expect(groups.map((g) => g.map((i) => photos[i]!.piece))).toEqual([[0, 0, 0], [1, 1, 1], [2, 2, 2], [3, 3, 3], [4, 4, 4]]);
    // Capped: never more photos in a group than a listing takes.
    expect((await clusterBySimilarity(signatures, 2)).every((g) => g.length <= 2)).toBe(true);
    // A photo without a signature stays alone.
    expect(await clusterBySimilarity([signatures[0]!, null, signatures[5]!], 12)).toEqual([[0, 2], [1]]);
  });
});

describe('through the batch', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof verifiedMember>>;
  let product: { id: number; name: string; brand: string };

  const send = (b: Browser, url: string, files: readonly MultipartFile[]): Promise<Answer<PhotosAnswer & Batch>> => {
    const { body, contentType } = multipartFiles(files);
    return b.call('POST', url, body, { 'content-type': contentType });
  };
  const newBatch = async () => (await seller.browser.post<Batch>('/api/bulk-upload/batches', {})).body;
  const startAndRecognise = async (id: number) => {
    expect((await seller.browser.post<Batch>(`/api/bulk-upload/batches/${id}/start`)).status).toBe(200);
    await t.app.jobs.runDue({ kinds: ['bulk-upload.recognise'] });
    return (await seller.browser.get<Batch>(`/api/bulk-upload/batches/${id}`)).body;
  };

  beforeAll(async () => {
    t = await createTestApp({ products: 30 });
    const { rows } = await t.database.query<{ id: number; name: string; brand: string }>(
      `select p.id, p.name, b.name as brand from products p join brands b on b.id = p.brand_id where (select count(*) from products q where q.name = p.name) = 1 order by p.id`,
    );
    const houses = new Set(BRANDS.map((b) => b.name));
    const found = rows.find((r) => houses.has(r.brand) && /^[A-Za-z][A-Za-z ]{3,40}$/.test(r.name) && /^[A-Za-z ]+$/.test(r.brand));
    if (!found) throw new Error(`no product of a known house among ${rows.map((r) => `${r.brand} ${r.name}`).join(', ')}`);
    product = { ...found, id: Number(found.id) };
    seller = await verifiedMember(t);
    await t.database.query(`update "user" set user_type = 'verified_member' where id = $1`, [seller.userId]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the label of photos alone, fills the piece from it and matches the catalogue piece it names', async () => {
    const b = await newBatch();
    const label = await card([`${product.brand} ${product.name}`.toUpperCase(), 'REF. 116610LN  SERIAL 7K1234', 'YEAR 2015']);
    const sent = await send(seller.browser, `/api/bulk-upload/batches/${b.id}/photos`, [
      { name: 'lot7_label.jpg', bytes: label },
      { name: 'lot7_1.jpg', bytes: await retake(drawing('watch', '#111', '#222'), 0) },
      { name: 'lot7_2.jpg', bytes: await retake(drawing('watch', '#111', '#222'), 1) },
    ]);
    expect(sent.body.accepted).toHaveLength(3);
    const done = await startAndRecognise(b.id);
    expect(done.pieces).toHaveLength(1);
    const piece = done.pieces[0]!;
    expect(piece.grouped_by).toBe('prefix');
    // The prefix ('lot7') was the model from the file names; the label fills what was empty.
    expect(piece.fields).toMatchObject({ brand: product.brand, model: 'lot7', reference: '116610LN', serial: '7K1234', year: 2015 });
    expect(piece.read_from_photo).toEqual([
      { field: 'brand', file: 'lot7_label.jpg' }, { field: 'reference', file: 'lot7_label.jpg' },
      { field: 'serial', file: 'lot7_label.jpg' }, { field: 'year', file: 'lot7_label.jpg' },
    ]);
    expect(piece.match?.product_id).toBe(product.id);
    expect(piece.problems.map((p) => p.code)).not.toContain('photo_bright');
  });

  it('never overwrites what the sheet gave, and a value the seller types is theirs', async () => {
    const b = await newBatch();
    const sheet = Buffer.from(`Brand,Model,Reference,Photos\r\n${product.brand},${product.name},A1234,r1.jpg; r1-papers.jpg\r\n`);
    const { body, contentType } = multipartFiles([{ field: 'file', name: 'stock.csv', bytes: sheet, type: 'text/csv' }]);
    const read = await seller.browser.call<Batch>('POST', `/api/bulk-upload/batches/${b.id}/sheet`, body, { 'content-type': contentType });
    expect(read.status).toBe(200);
    expect((await seller.browser.call<Batch>('PUT', `/api/bulk-upload/batches/${b.id}/mapping`, read.body.mapping)).status).toBe(200);
    await send(seller.browser, `/api/bulk-upload/batches/${b.id}/photos`, [
      { name: 'r1.jpg', bytes: await retake(drawing('bag', '#b5651d', '#3a2010'), 0) },
      { name: 'r1-papers.jpg', bytes: await card(['CERTIFICATE', 'CARTIER SANTOS', 'REFERENCE NO: WSSA0018', 'SERIAL NO. 99X123'], { background: '#f8f3e6' }) },
    ]);
    const done = await startAndRecognise(b.id);
    const piece = done.pieces[0]!;
    expect(piece.fields).toMatchObject({ brand: product.brand, model: product.name, reference: 'A1234', serial: '99X123' });
    expect(piece.read_from_photo).toEqual([{ field: 'serial', file: 'r1-papers.jpg' }]);
    expect(piece.match?.product_id).toBe(product.id);
    const edited = await seller.browser.call<Batch['pieces'][number]>('PATCH', `/api/bulk-upload/batches/${b.id}/pieces/${piece.id}`, { serial: '99X124' });
    expect([edited.status, edited.body.fields.serial, edited.body.read_from_photo]).toEqual([200, '99X124', []]);
  });

  it('keeps what OCR gave beside the photo: a job run again reads nothing again, and a failed read is the piece’s problem only', async () => {
    const b = await newBatch();
    await send(seller.browser, `/api/bulk-upload/batches/${b.id}/photos`, [
      { name: 'k9_receipt.jpg', bytes: await card(['INVOICE', 'REF. 5711/1A']) },
      { name: 'k9_1.jpg', bytes: await retake(drawing('square', '#f4f1e8', '#5a2d0c'), 0) },
      { name: 'other_1.jpg', bytes: await retake(drawing('bag', '#1b1b1b', '#3a2010'), 0) },
    ]);
    // As if an earlier run had timed out on the receipt and died before writing the piece.
    const { rows } = await t.database.query<{ blob_key: string }>(`select blob_key from bulk_upload_photos where batch_id = $1 and file_name = 'k9_receipt.jpg'`, [b.id]);
    const store = createLocalBlobStore({ root: path.join(t.config.dataDir, 'private') });
    await store.put(`${rows[0]!.blob_key}-ocr`, Buffer.from(JSON.stringify({ failed: 'timeout' })), 'application/json');
    const done = await startAndRecognise(b.id);
    expect([done.state, done.done, done.total]).toEqual(['ready', 2, 2]);
    const k9 = done.pieces.find((p) => p.photos.some((ph) => ph.file_name === 'k9_receipt.jpg'))!;
    expect(k9.fields.reference).toBeNull();
    expect(k9.problems).toContainEqual({ code: 'photo_text_unreadable', field: 'photos', blocking: false, message: 'The text on k9_receipt.jpg could not be read in time. Type its reference and serial in if it shows them.' });
    expect(done.pieces.find((p) => p.id !== k9.id)!.problems.map((p) => p.code)).not.toContain('photo_text_unreadable');
  });

  it('groups photos no name groups by how they look', async () => {
    const b = await newBatch();
    const a = drawing('watch', '#1a3d8f', '#555');
    const c = drawing('bag', '#b5651d', '#3a2010');
    // A camera's names, the two pieces' photos taken in turn.
    const photos = [await retake(a, 0), await retake(c, 0), await retake(a, 1), await retake(c, 1), await retake(a, 2), await retake(c, 2)];
    const sent = await send(seller.browser, `/api/bulk-upload/batches/${b.id}/photos`, photos.map((bytes, i) => ({ name: `IMG_44${10 + i}.jpg`, bytes })));
    expect(sent.body.accepted).toHaveLength(6);
    const done = await startAndRecognise(b.id);
    expect(done.pieces.map((p) => [p.grouped_by, p.fields.model, p.photos.map((ph) => ph.file_name)])).toEqual([
      ['similarity', null, ['IMG_4410.jpg', 'IMG_4412.jpg', 'IMG_4414.jpg']],
      ['similarity', null, ['IMG_4411.jpg', 'IMG_4413.jpg', 'IMG_4415.jpg']],
    ]);
  });
});
