import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A stored file: its key, size and SHA-256 (hex). */
export interface StoredFile {
  key: string;
  bytes: number;
  sha256: string;
}

export interface PrivateStore {
  /** Stores the bytes under a new random key. */
  put(bytes: Buffer): Promise<StoredFile>;
  /** The bytes, or null when there is no such file (or the key is not one of ours). */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; true when there was one. Deleting twice is no error. */
  delete(key: string): Promise<boolean>;
}

/** 32 hex digits: the only names this store ever makes or opens. */
const KEY = /^[0-9a-f]{32}$/;

/**
 * Files nobody may fetch by URL: identity documents (issue #17). They live under
 * `<dataDir>/private/`, which no static route serves; a route that hands one out checks who
 * asks first. Names are random keys made here, so no caller's text ever becomes a path.
 * Each key is spread over a folder of its first two digits (no folder grows huge).
 */
export function createPrivateStore(dataDir: string): PrivateStore {
  const root = path.join(dataDir, 'private');
  const where = (key: string) => path.join(root, key.slice(0, 2), key);

  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      const file = where(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
      await rename(partial, file);
      return { key, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    },

    async get(key) {
      if (!KEY.test(key)) return null;
      try {
        return await readFile(where(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      if (!KEY.test(key)) return false;
      try {
        await unlink(where(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      return true;
    },
  };
}

export { assertValidKey, contentTypeOf, isValidKey, type BlobStore, type StoredBlob } from './blob-store.js';
export { createLocalBlobStore, type LocalBlobStoreOptions } from './local-blob-store.js';
export { createS3BlobStore, S3Error, type S3BlobStoreOptions, type S3Options } from './s3-blob-store.js';
