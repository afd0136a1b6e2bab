import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where message images live: a small private store of the messaging module, files under
 * `<DATA_DIR>/private/messages`, never served by the static file server; the API hands them
 * out to the conversation's two members only. Keys are random, so a key says nothing about
 * who sent what. Swapped for the platform's storage (an S3-compatible bucket for many
 * instances) when that exists: only this interface is used by the service.
 */
export interface AttachmentStore {
  /** Stores the bytes under a new key and answers it. */
  put(bytes: Buffer): Promise<string>;
  /** The bytes, or null when the key has none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; no error when they are gone already. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createFileAttachmentStore(root: string): AttachmentStore {
  const fileOf = (key: string) => {
    // Keys come from put() only; anything else could walk out of the root.
    if (!KEY_PATTERN.test(key)) throw new Error(`not an attachment key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomUUID();
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
      return key;
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
