import { randomBytes } from 'node:crypto';

/** One file of a multipart/form-data body: its form field ('files' unless said), name and type ('image/jpeg' unless said). */
export interface MultipartFile {
  field?: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body with these files, the way a browser's FormData sends them. */
export function multipartFiles(files: readonly MultipartFile[]): { body: Buffer; contentType: string } {
  const boundary = `----patina${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((f) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
