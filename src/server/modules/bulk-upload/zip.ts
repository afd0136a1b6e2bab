import { open as openFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { open as openZip, type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../platform/errors.js';
import { BULK_LIMITS, type FileProblem } from '../../../shared/bulk-upload/contracts.js';

/**
 * A seller's ZIP of photos (and perhaps the sheet), read as hostile (issue #38): entries are
 * counted, bytes are counted as they inflate (a ZIP bomb's headers lie), a path outside the
 * ZIP, a link and a ZIP inside the ZIP are named and skipped, and folders and the litter
 * macOS and Windows leave are passed over without a word. Nothing is written here: the
 * service takes what is read through the photos' and the sheet's own path.
 */
export interface ZipLimits {
  /** The ZIP as sent. */
  uploadBytes: number;
  /** Everything read from it, counted as it inflates. */
  unpackedBytes: number;
  /** Entries read, folders included. */
  entries: number;
}

/** The limits every upload is held to, read afresh each time (a test lowers them rather than write a gigabyte). */
export const ZIP_LIMITS: ZipLimits = { uploadBytes: BULK_LIMITS.zipBytes, unpackedBytes: BULK_LIMITS.zipUnpackedBytes, entries: BULK_LIMITS.zipEntries };

/** 1 GB, 20 MB, 1.5 MB: a size as people say it. */
export function sizeWords(bytes: number): string {
  const gb = 1024 ** 3;
  const mb = 1024 ** 2;
  if (bytes >= gb) return `${Number((bytes / gb).toFixed(1))} GB`;
  if (bytes >= mb) return `${Number((bytes / mb).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const ZIP_MESSAGES = {
  notAZip: (zip: string) => `${zip} is not a ZIP file. Choose a .zip of photos, or add the photos and the spreadsheet as they are.`,
  damaged: (zip: string) => `${zip} could not be opened: the ZIP seems damaged. Please make it again and upload it once more.`,
  tooLarge: (zip: string, limit: number) => `${zip} is larger than ${sizeWords(limit)}; a ZIP may be at most ${sizeWords(limit)}.`,
  restDamaged: (zip: string) => `The rest of ${zip} could not be read: the ZIP seems damaged past this point. What came before it was taken.`,
  tooManyEntries: (zip: string, limit: number) => `${zip} holds more than ${limit.toLocaleString('en-US')} files; only the first ${limit.toLocaleString('en-US')} were read. Please split it.`,
  unpacked: (path: string, zip: string, limit: number) =>
    `${path} was not taken: by here ${zip} unpacks to more than ${sizeWords(limit)}, and a ZIP may unpack to at most ${sizeWords(limit)}. The files before it were taken; the rest of the ZIP was not read.`,
  outside: (path: string) => `${path} was skipped: a path outside the ZIP.`,
  link: (path: string) => `${path} was skipped: it is a link to another file, not a photo.`,
  nested: (path: string) => `${path} was skipped: a ZIP inside the ZIP is not opened. Put its photos in the main ZIP instead.`,
  encrypted: (path: string) => `${path} was skipped: it is protected by a password.`,
  unreadable: (path: string) => `${path} could not be read: it may be damaged, or packed in a way we cannot open.`,
  lies: (path: string) => `${path} was skipped: it unpacks to more than the ZIP says it holds, as a ZIP bomb does.`,
} as const;

export type ZipRead = { bytes: Buffer; truncated: boolean } | { refused: string };

/** One file from the ZIP, not yet read. */
export interface ZipFileEntry {
  /** Its path inside the ZIP, safe to show. */
  path: string;
  /** Its base name as given (the service cleans it as it cleans an uploaded file's). */
  name: string;
  /** Its bytes, at most `cap` of them (`truncated` when it holds more), or why it could not be read. */
  read: (cap: number) => Promise<ZipRead>;
}

export type ZipItem = { file: ZipFileEntry } | { refused: FileProblem };

/** The litter archivers leave, passed over without a word. */
const JUNK = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);
// eslint-disable-next-line no-control-regex
const shown = (path: string) => path.replace(/[\u0000-\u001f\u007f<>]/g, '').trim().slice(0, 200) || 'unnamed';

/** UTF-8 when the entry says so or its bytes are; else the DOS code page ZIP was born with. */
const utf8 = new TextDecoder('utf-8', { fatal: true });
const CP437_HIGH = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■ ';
function nameOf(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer | string;
  if (typeof raw === 'string') return raw;
  try {
    return utf8.decode(raw);
  } catch {
    return [...raw].map((b) => (b < 0x80 ? String.fromCharCode(b) : CP437_HIGH[b - 0x80])).join('');
  }
}

/** Throws a 415 for what is not a ZIP at all, a 400 for a ZIP that cannot be opened. */
async function openHostile(zipName: string, path: string): Promise<ZipFile> {
  const handle = await openFile(path, 'r');
  const head = Buffer.alloc(4);
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  const local = head.readUInt32LE(0) === 0x04034b50;
  const empty = head.readUInt32LE(0) === 0x06054b50;
  if (!local && !empty) throw new AppError(415, 'not_a_zip', ZIP_MESSAGES.notAZip(zipName));
  // Names are checked here (yauzl's own check would end the whole ZIP at the first bad one), sizes as they inflate.
  return new Promise((resolve, reject) => {
    openZip(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false }, (error, zipfile) => {
      if (error || !zipfile) reject(new AppError(400, 'zip_unreadable', ZIP_MESSAGES.damaged(zipName)));
      else resolve(zipfile);
    });
  });
}

/**
 * The ZIP's entries, one at a time: each either refused with why, or a file to read. Reading
 * stops (with the entry named) once the bytes inflated pass the limit or the entries do.
 */
export async function* readZip(zipName: string, path: string, limits: ZipLimits): AsyncGenerator<ZipItem> {
  const zipfile = await openHostile(zipName, path);
  let waiting: { resolve: (e: Entry | null) => void; reject: (e: Error) => void } | null = null;
  let broken: Error | null = null;
  zipfile.on('entry', (e: Entry) => waiting?.resolve(e));
  zipfile.on('end', () => waiting?.resolve(null));
  zipfile.on('error', (e: Error) => (waiting ? waiting.reject(e) : (broken = e)));
  const next = () => new Promise<Entry | null>((resolve, reject) => {
    if (broken) return reject(broken);
    waiting = { resolve, reject };
    zipfile.readEntry();
  });

  let unpacked = 0;
  let stopped = false;
  const readEntry = (entry: Entry, where: string, cap: number): Promise<ZipRead> => {
    if (entry.uncompressedSize > cap) return Promise.resolve({ bytes: Buffer.alloc(0), truncated: true });
    if (unpacked + entry.uncompressedSize > limits.unpackedBytes) {
      stopped = true;
      return Promise.resolve({ refused: ZIP_MESSAGES.unpacked(where, zipName, limits.unpackedBytes) });
    }
    return new Promise((resolve) => {
      zipfile.openReadStream(entry, (error, stream) => {
        if (error || !stream) return resolve({ refused: ZIP_MESSAGES.unreadable(where) });
        const chunks: Buffer[] = [];
        let read = 0;
        let done = false;
        const finish = (answer: ZipRead, stop = false) => {
          if (done) return;
          done = true;
          if (stop) {
            stream.destroy();
            // yauzl's destroy leaves the inflater running (its issue #27): end it too.
            (Object.getPrototypeOf(stream) as Readable).destroy.call(stream);
          }
          resolve(answer);
        };
        stream.on('data', (chunk: Buffer) => {
          if (done) return;
          read += chunk.length;
          unpacked += chunk.length;
          if (unpacked > limits.unpackedBytes) {
            stopped = true;
            return finish({ refused: ZIP_MESSAGES.unpacked(where, zipName, limits.unpackedBytes) }, true);
          }
          if (read > entry.uncompressedSize) return finish({ refused: ZIP_MESSAGES.lies(where) }, true);
          if (read > cap) return finish({ bytes: Buffer.alloc(0), truncated: true }, true);
          chunks.push(chunk);
        });
        stream.on('end', () => finish({ bytes: Buffer.concat(chunks), truncated: false }));
        stream.on('error', () => finish({ refused: ZIP_MESSAGES.unreadable(where) }, true));
      });
    });
  };

  try {
    for (let seen = 0; ; ) {
      let entry: Entry | null;
      try {
        entry = await next();
      } catch {
        yield { refused: { file: zipName, message: ZIP_MESSAGES.restDamaged(zipName) } };
        return;
      }
      if (!entry) return;
      seen += 1;
      if (seen > limits.entries) {
        yield { refused: { file: zipName, message: ZIP_MESSAGES.tooManyEntries(zipName, limits.entries) } };
        return;
      }
      const path = nameOf(entry).replace(/\\/g, '/');
      const segments = path.split('/');
      const base = segments[segments.length - 1]!;
      const where = shown(path);
      const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
      if (path.endsWith('/') || mode === 0o040000) continue;
      if (segments.includes('__MACOSX') || JUNK.has(base.toLowerCase()) || base.startsWith('._')) continue;
      if (path.startsWith('/') || /^[A-Za-z]:/.test(path) || segments.includes('..')) {
        yield { refused: { file: where, message: ZIP_MESSAGES.outside(where) } };
        continue;
      }
      if (mode === 0o120000) {
        yield { refused: { file: where, message: ZIP_MESSAGES.link(where) } };
        continue;
      }
      if (/\.(zip|zipx|7z|rar|tar|gz|tgz)$/i.test(base)) {
        yield { refused: { file: where, message: ZIP_MESSAGES.nested(where) } };
        continue;
      }
      if ((entry.generalPurposeBitFlag & 0x1) !== 0) {
        yield { refused: { file: where, message: ZIP_MESSAGES.encrypted(where) } };
        continue;
      }
      const current = entry;
      yield { file: { path: where, name: base, read: (cap) => readEntry(current, where, cap) } };
      if (stopped) return;
    }
  } finally {
    zipfile.close();
  }
}

/** A ZIP's own bytes at the start: `PK\3\4`. */
export const looksLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
