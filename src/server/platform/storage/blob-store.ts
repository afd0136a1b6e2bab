/**
 * Where Patina keeps files: one small interface, two homes (local disk or an S3-compatible
 * bucket), picked by configuration (STORAGE). A store is one namespace: the public one holds
 * what anybody may fetch by URL (photo renditions), the private one what only a route that
 * checks who asks may hand out (identity documents, message attachments).
 */
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  /** Writes the bytes under the key (replacing what was there); readers never see half a file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes and their type, or null when there is no such blob (or the key is not valid). */
  get(key: string): Promise<StoredBlob | null>;
  /** Removes the blob; true when there was one. Deleting twice is no error. */
  delete(key: string): Promise<boolean>;
  /** Where a browser fetches a public blob; null for a private store. */
  url(key: string): string | null;
}

/**
 * The only keys a store makes or opens: lower-case segments of letters, digits, '-', '_' and
 * '.', joined by '/', no segment starting with a dot (so no '..', no hidden files), at most
 * 200 characters. A key never comes from a caller's text unchecked; this is the last guard.
 */
const KEY = /^(?!.{201})[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*)*$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 250))}`);
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** The content type a key's extension names; anything else is opaque bytes. */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot > key.lastIndexOf('/') ? key.slice(dot + 1) : '';
  return TYPES[ext] ?? 'application/octet-stream';
}
