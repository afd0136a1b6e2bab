import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4, header form, as S3 and every S3-compatible store (MinIO, R2, Ceph,
 * Backblaze, Wasabi) check it. Small and by hand: a whole SDK for three calls is not worth
 * its weight. Checked against AWS's published examples in sigv4.test.ts.
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
 */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign and send (any case); host and x-amz-date are added. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (or 'UNSIGNED-PAYLOAD'). */
  payloadHash: string;
  region: string;
  service: string;
  now: Date;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay; '/' too inside a path. */
export function uriEncode(text: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** S3's path: each segment encoded once (S3 does not double-encode, unlike other services). */
export function canonicalPath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment), false))
    .join('/');
}

export function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** `20130524T000000Z` */
export function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

export interface Signed {
  /** Every header to send, lower-case names, authorization included. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

/** The parts of a signature both sides compute: the client to sign, a server to check. */
export function computeSignature(
  input: { method: string; path: string; query: string; headers: Record<string, string>; payloadHash: string; region: string; service: string; amzDate: string },
  secretAccessKey: string,
): { canonicalRequest: string; stringToSign: string; signature: string; signedHeaders: string } {
  const names = Object.keys(input.headers).map((n) => n.toLowerCase()).sort();
  const value = (name: string) => {
    const key = Object.keys(input.headers).find((k) => k.toLowerCase() === name)!;
    return input.headers[key]!.trim().replace(/\s+/g, ' ');
  };
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path,
    input.query,
    names.map((n) => `${n}:${value(n)}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), input.region), input.service), 'aws4_request');
  return { canonicalRequest, stringToSign, signature: createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex'), signedHeaders };
}

export function signRequest(input: SignInput, credentials: Credentials): Signed {
  const date = amzDate(input.now);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.headers)) headers[k.toLowerCase()] = v;
  headers.host ??= input.url.host;
  headers['x-amz-date'] = date;
  const parts = computeSignature(
    { method: input.method, path: canonicalPath(input.url), query: canonicalQuery(input.url), headers, payloadHash: input.payloadHash, region: input.region, service: input.service, amzDate: date },
    credentials.secretAccessKey,
  );
  const scope = `${date.slice(0, 8)}/${input.region}/${input.service}/aws4_request`;
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${parts.signedHeaders}, Signature=${parts.signature}`;
  return { headers, canonicalRequest: parts.canonicalRequest, stringToSign: parts.stringToSign, signature: parts.signature };
}
