import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, contentTypeOf, isValidKey, type BlobStore } from './blob-store.js';

export interface LocalBlobStoreOptions {
  /** The folder this namespace lives in, e.g. `DATA_DIR/uploads` or `DATA_DIR/private`. */
  root: string;
  /** Where the public route serves the folder from (e.g. `/uploads`); absent: a private store. */
  publicBaseUrl?: string;
}

/**
 * A namespace on local disk. Keys are checked against one strict pattern before they become
 * paths, so no '..' or absolute path ever reaches the file system. The type of a blob is the
 * one its key's extension names (checked on put), so nothing beside the file needs keeping.
 * A private store's files are readable by this process's user only.
 */
export function createLocalBlobStore(options: LocalBlobStoreOptions): BlobStore {
  const root = path.resolve(options.root);
  const secret = options.publicBaseUrl === undefined;
  const fileOf = (key: string) => path.join(root, ...key.split('/'));

  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      assertTypeMatches(key, contentType);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, ...(secret ? { mode: 0o700 } : {}) });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, bytes, { flag: 'wx', ...(secret ? { mode: 0o600 } : {}) });
      await rename(partial, file);
    },

    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // A folder (EISDIR) is not a blob: no listings.
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isValidKey(key)) return false;
      try {
        await unlink(fileOf(key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'EPERM' || code === 'ENOTDIR') return false;
        throw error;
      }
      return true;
    },

    url(key) {
      return secret ? null : `${options.publicBaseUrl!.replace(/\/+$/, '')}/${key}`;
    },
  };
}

/** A key whose extension names a type holds only that type (so both homes answer alike). */
export function assertTypeMatches(key: string, contentType: string): void {
  const named = contentTypeOf(key);
  if (named !== 'application/octet-stream' && named !== contentType) {
    throw new Error(`The key ${key} names ${named}, not ${contentType}`);
  }
}
