import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { Worker } from 'tesseract.js';

/**
 * Offline OCR for bulk upload (issue #38, decision 067): tesseract.js, its WebAssembly core
 * and the English LSTM data (`@tesseract.js-data/eng`, the integer-quantised "best" model, 2.9 MB
 * gzipped) all come from node_modules: `langPath` is the data package's folder, `gzip` matches
 * its `.traineddata.gz`, and `cacheMethod: 'none'` keeps tesseract from writing a copy into the
 * working directory or reading one from there. Nothing is fetched at run time (checked with the
 * network namespace cut off: `unshare -rn`).
 *
 * One worker thread for the process, made on the first photo and ended by `close()` (the
 * app's onClose). Photos go through it one at a time; each has `timeoutMs` once its turn
 * comes, and a photo that runs over costs the worker (it is ended, and the next photo makes a
 * new one) rather than the queue behind it.
 */
export interface PhotoReader {
  /** The text on the photo. Rejects with OcrError: `timeout`, `failed` (unreadable, or the worker failed), or `closed`. */
  read(bytes: Buffer): Promise<string>;
  close(): Promise<void>;
}

export class OcrError extends Error {
  constructor(readonly reason: 'timeout' | 'failed' | 'closed', message: string) {
    super(message);
    this.name = 'OcrError';
  }
}

export const OCR_TIMEOUT_MS = 10_000;
/** A photo is read at most this wide or tall: a label's letters stay 15-40 px high, and a 12 MP photo costs a tenth. */
export const OCR_EDGE = 1600;

const require = createRequire(import.meta.url);

/** The folder of the shipped English data (LSTM only, as the worker is started). */
export function englishDataPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export function createPhotoReader(options: { timeoutMs?: number; log?: { warn: (o: object, msg: string) => void } } = {}): PhotoReader {
  const timeoutMs = options.timeoutMs ?? OCR_TIMEOUT_MS;
  let worker: Promise<Worker> | null = null;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();
  /** Rejects the photo being read when the reader is closed under it. */
  let abortCurrent: ((e: OcrError) => void) | null = null;

  async function start(): Promise<Worker> {
    const { createWorker, OEM } = await import('tesseract.js');
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishDataPath(),
      gzip: true,
      cacheMethod: 'none',
      // Without a handler a failed job throws in the worker's message listener: the process would fall.
      errorHandler: (error: unknown) => options.log?.warn({ err: error }, 'bulk upload: OCR job failed'),
    });
    // Photos carry no trustworthy resolution; without this tesseract warns on stderr for each.
    await w.setParameters({ user_defined_dpi: '300' });
    return w;
  }

  /** The job the worker is on, if any. */
  let inFlight: Promise<unknown> | null = null;

  /**
   * Ends a worker once its job has been handed over (at most a second): tesseract.js sends a job
   * after an await, and a job sent to an ended worker fails where nobody can catch it.
   */
  function end(w: Promise<Worker> | null, job: Promise<unknown> | null): Promise<void> {
    if (!w) return Promise.resolve();
    const handedOver = job ? Promise.race([job.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]) : Promise.resolve();
    return handedOver.then(() => w).then((x) => x.terminate()).then(() => undefined, () => undefined);
  }

  async function readOne(bytes: Buffer): Promise<string> {
    if (closed) throw new OcrError('closed', 'OCR is closed');
    let image: Buffer;
    try {
      image = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
        .rotate()
        .resize(OCR_EDGE, OCR_EDGE, { fit: 'inside', withoutEnlargement: true })
        .greyscale()
        .png({ compressionLevel: 1 })
        .toBuffer();
    } catch {
      throw new OcrError('failed', 'the photo could not be decoded');
    }
    if (closed) throw new OcrError('closed', 'OCR is closed');
    worker ??= start();
    const mine = worker;
    let timer: NodeJS.Timeout | undefined;
    try {
      const job = mine.then((w) => w.recognize(image)).then((r) => r.data.text);
      // Once the race is lost (a time limit, a close) the job's own end is nobody's.
      job.catch(() => undefined);
      inFlight = job;
      const outcome = await Promise.race([
        job,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new OcrError('timeout', `no text after ${timeoutMs} ms`)), timeoutMs);
          abortCurrent = reject;
        }),
      ]);
      return outcome;
    } catch (error) {
      // A worker that timed out or failed may be stuck mid-job: end it, the next photo makes another.
      if (worker === mine) worker = null;
      void end(mine, inFlight);
      if (error instanceof OcrError) throw error;
      throw new OcrError('failed', String(error instanceof Error ? error.message : error).slice(0, 200));
    } finally {
      clearTimeout(timer);
      abortCurrent = null;
      inFlight = null;
    }
  }

  return {
    read(bytes: Buffer): Promise<string> {
      const turn = queue.then(() => readOne(bytes));
      queue = turn.catch(() => undefined);
      return turn;
    },
    async close(): Promise<void> {
      closed = true;
      abortCurrent?.(new OcrError('closed', 'OCR is closed'));
      const w = worker;
      worker = null;
      await end(w, inFlight);
    },
  };
}
