import { createHash, randomBytes } from 'node:crypto';
import type { BlobStore } from './blob-store.js';

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
 * Files nobody may fetch by URL: identity documents (issue #17), message attachments. They
 * live in the private namespace of the blob store (`DATA_DIR/private/` on disk, `private/` in
 * a bucket), which no route serves as it is; a route that hands one out checks who asks
 * first. Names are random keys made here, so no caller's text ever becomes a path. Each key
 * is spread over a folder of its first two digits (no folder grows huge).
 */
export function createPrivateStore(blobs: BlobStore): PrivateStore {
  const where = (key: string) => `${key.slice(0, 2)}/${key}`;
  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      await blobs.put(where(key), bytes, 'application/octet-stream');
      return { key, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    },

    async get(key) {
      if (!KEY.test(key)) return null;
      return (await blobs.get(where(key)))?.bytes ?? null;
    },

    async delete(key) {
      if (!KEY.test(key)) return false;
      return blobs.delete(where(key));
    },
  };
}
