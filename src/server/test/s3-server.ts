import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { computeSignature } from '../platform/storage/sigv4.js';

/**
 * A small S3-compatible server for tests: real HTTP, path-style buckets, PUT / GET / HEAD /
 * DELETE of objects, and every request's SigV4 signature checked the way S3 checks it (the
 * key, the scope, the signed headers, the body's hash, the clock). Wrong ones answer 403 with
 * S3's error codes. Objects live in memory.
 */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request as it arrived: method, path, whether it was signed right. */
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

export async function startTestS3(options: { bucket?: string; region?: string } = {}): Promise<TestS3> {
  const bucket = options.bucket ?? 'patina-test';
  const region = options.region ?? 'eu-west-3';
  const accessKeyId = 'PATINATESTKEY';
  const secretAccessKey = 'patina/test/secret/0123456789abcdefghijkl';
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: TestS3['requests'] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
      const reply = (status: number, code?: string, message?: string) => {
        requests.push({ method: req.method ?? '', path: rawPath, status });
        if (!code) return;
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
      };
      const refusal = checkSignature(req, rawPath, rawQuery, body);
      if (refusal) return reply(403, refusal.code, refusal.message);
      const match = /^\/([^/]+)\/(.+)$/.exec(rawPath);
      if (!match || match[1] !== bucket) return reply(404, 'NoSuchBucket', 'The specified bucket does not exist');
      const key = decodeURIComponent(match[2]!);
      const object = objects.get(key);
      switch (req.method) {
        case 'PUT':
          objects.set(key, { bytes: body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
          res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
          return reply(200);
        case 'GET':
        case 'HEAD':
          if (!object) return reply(404, 'NoSuchKey', 'The specified key does not exist.');
          res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
          res.end(req.method === 'GET' ? object.bytes : undefined);
          return reply(200);
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204).end();
          return reply(204);
        default:
          return reply(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    });
  });

  function checkSignature(req: http.IncomingMessage, path: string, rawQuery: string, body: Buffer): { code: string; message: string } | null {
    const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
    if (!auth) return { code: 'AccessDenied', message: 'Access Denied' };
    const [, keyId, day, scopeRegion, signedHeaders, signature] = auth;
    if (keyId !== accessKeyId) return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
    if (scopeRegion !== region) return { code: 'AuthorizationHeaderMalformed', message: `the region '${scopeRegion}' is wrong; expecting '${region}'` };
    const date = String(req.headers['x-amz-date'] ?? '');
    const at = Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
    if (!date.startsWith(day!) || !(Math.abs(Date.now() - at) < 15 * 60_000)) return { code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' };
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
      return { code: 'XAmzContentSHA256Mismatch', message: "The provided 'x-amz-content-sha256' header does not match what was computed." };
    }
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return { code: 'AccessDenied', message: 'Required headers are not signed' };
    const headers: Record<string, string> = {};
    for (const name of names) {
      const value = req.headers[name];
      if (value === undefined) return { code: 'AccessDenied', message: `Signed header ${name} is missing` };
      headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const query = new URLSearchParams(rawQuery);
    const canonicalQuery = [...query].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).sort().join('&');
    const expected = computeSignature({ method: req.method ?? '', path, query: canonicalQuery, headers, payloadHash, region, service: 's3', amzDate: date }, secretAccessKey);
    if (expected.signature !== signature) {
      return { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
    }
    return null;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
