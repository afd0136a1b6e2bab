import path from 'node:path';
import type { Config } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { createLocalBlobStore } from './local-blob-store.js';
import { createS3BlobStore } from './s3-blob-store.js';

export { assertValidKey, contentTypeOf, isValidKey, type BlobStore, type StoredBlob } from './blob-store.js';
export { createLocalBlobStore, type LocalBlobStoreOptions } from './local-blob-store.js';
export { createS3BlobStore, S3Error, type S3BlobStoreOptions, type S3Options } from './s3-blob-store.js';
export { createPrivateStore, type PrivateStore, type StoredFile } from './private-store.js';
export { uploadsRoutes } from './uploads.routes.js';

export interface BlobStores {
  /** Anybody may fetch these by URL (photo renditions): served at /uploads, or by the bucket's CDN. */
  public: BlobStore;
  /** Only a route that checks who asks hands these out. */
  private: BlobStore;
}

/**
 * The two namespaces, where configuration says: `DATA_DIR/uploads` and `DATA_DIR/private` on
 * local disk (STORAGE=local), or the `uploads/` and `private/` prefixes of one S3-compatible
 * bucket (STORAGE=s3).
 */
export function createBlobStores(config: Pick<Config, 'dataDir' | 'storage'>): BlobStores {
  const { storage } = config;
  if (storage.kind === 'local') {
    return {
      public: createLocalBlobStore({ root: path.join(config.dataDir, 'uploads'), publicBaseUrl: storage.publicUrl }),
      private: createLocalBlobStore({ root: path.join(config.dataDir, 'private') }),
    };
  }
  return {
    public: createS3BlobStore({ ...storage.s3, prefix: 'uploads/', publicBaseUrl: storage.publicUrl }),
    private: createS3BlobStore({ ...storage.s3, prefix: 'private/' }),
  };
}
