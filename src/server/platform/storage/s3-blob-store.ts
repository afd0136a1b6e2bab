import { assertValidKey, isValidKey, type BlobStore } from './blob-store.js';
import { assertTypeMatches } from './local-blob-store.js';
import { sha256Hex, signRequest, EMPTY_SHA256 } from './sigv4.js';

export interface S3Options {
  /** e.g. `https://s3.eu-west-3.amazonaws.com`, `http://127.0.0.1:9000` (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted stores) rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export interface S3BlobStoreOptions extends S3Options {
  /** The namespace inside the bucket, e.g. `uploads/` or `private/`. */
  prefix: string;
  /** Where browsers fetch public blobs from; absent: a private namespace. */
  publicBaseUrl?: string;
  /** Per request; a store that does not answer is an error, not a hung upload. */
  timeoutMs?: number;
}

/** The store answered something other than success: its status and S3 error code. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly s3Code: string,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

/**
 * A namespace in an S3-compatible bucket, over plain fetch with a hand-written SigV4 signer.
 * The same keys and types as the local store, so switching STORAGE changes nothing else.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const endpoint = new URL(options.endpoint);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const urlOf = (key: string) => {
    const base = options.forcePathStyle
      ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${options.bucket}`
      : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
    return new URL(`${base}/${options.prefix}${key}`);
  };

  async function send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Response> {
    const url = urlOf(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const signed = signRequest(
      { method, url, headers: { ...headers, 'x-amz-content-sha256': payloadHash }, payloadHash, region: options.region, service: 's3', now: new Date() },
      options,
    );
    // fetch writes the Host header itself, from the same URL that was signed.
    const { host: _host, ...sent } = signed.headers;
    return fetch(url, { method, headers: sent, body: body ? new Uint8Array(body) : null, signal: AbortSignal.timeout(timeoutMs) });
  }

  async function fail(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? `HTTP${res.status}`;
    const message = /<Message>([^<]{1,500})<\/Message>/.exec(text)?.[1];
    throw new S3Error(res.status, code, `S3 ${what} failed: ${res.status} ${code}${message ? ` (${message})` : ''}`);
  }

  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      assertTypeMatches(key, contentType);
      const res = await send('PUT', key, bytes, { 'content-type': contentType });
      if (!res.ok) await fail(res, `PUT ${key}`);
      await res.arrayBuffer();
    },

    async get(key) {
      if (!isValidKey(key)) return null;
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) return fail(res, `GET ${key}`);
      return { bytes: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },

    async delete(key) {
      if (!isValidKey(key)) return false;
      // S3 answers 204 whether or not there was an object: ask first, to say which.
      const head = await send('HEAD', key);
      await head.arrayBuffer();
      if (head.status === 404) return false;
      if (!head.ok) await fail(head, `HEAD ${key}`);
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) await fail(res, `DELETE ${key}`);
      await res.arrayBuffer();
      return res.status !== 404;
    },

    url(key) {
      return options.publicBaseUrl === undefined ? null : `${options.publicBaseUrl.replace(/\/+$/, '')}/${key}`;
    },
  };
}
