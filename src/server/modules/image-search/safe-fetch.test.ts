import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, isPublicAddress, mappedIpv4 } from './safe-fetch.js';

/**
 * The link fetcher against real local servers that record every request they get: the one
 * on 127.0.0.1 stands for "the internet" (the fetcher under test is told it may reach that
 * address alone), the one on 127.0.0.2 for an address inside, which must never be hit.
 */
interface Recorder {
  server: http.Server;
  hits: string[];
  base: string;
}

async function recorder(host: string, handle: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Recorder> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, hits, base: `http://${host}:${(server.address() as AddressInfo).port}` };
}

let png: Buffer;
let outside: Recorder;
let inside: Recorder;
beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a8262e' } }).png().toBuffer();
  inside = await recorder('127.0.0.2', (_req, res) => res.end('secret'));
  outside = await recorder('127.0.0.1', (req, res) => {
    const url = req.url ?? '';
    if (url === '/photo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (url === '/to-inside') return res.writeHead(302, { location: `${inside.base}/metadata` }).end();
    if (url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (url.startsWith('/hop/')) {
      const n = Number(url.slice(5));
      return res.writeHead(302, { location: n === 0 ? '/photo.png' : `/hop/${n - 1}` }).end();
    }
    if (url === '/big') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(png);
      res.end(Buffer.alloc(4096));
      return;
    }
    if (url === '/silent') return; // never answers
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  outside?.server.closeAllConnections();
  await Promise.all([outside, inside].map((r) => r && new Promise((resolve) => r.server.close(resolve))));
});

const onlyOutside = (address: string) => address === '127.0.0.1';
const fetchImage = createSafeFetch({ allowAddress: onlyOutside, resolve: async (host) => (host === 'shop.example' ? [{ address: '127.0.0.1', family: 4 }] : host === 'rebind.example' ? [{ address: '127.0.0.1', family: 4 }, { address: '127.0.0.2', family: 4 }] : []) });

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.100.100.200', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:10.0.0.1', '::ffff:a00:1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a00:1', '::127.0.0.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads the IPv4 address inside an IPv4-mapped one', () => {
    expect(mappedIpv4('::ffff:a00:1')).toBe('10.0.0.1');
    expect(mappedIpv4('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(mappedIpv4('2001:db8::1')).toBeNull();
  });
});

describe('createSafeFetch', () => {
  it('fetches a picture from an allowed address, by name through the checked address', async () => {
    const port = new URL(outside.base).port;
    const got = await fetchImage(`http://shop.example:${port}/photo.png`);
    expect(got.contentType).toBe('image/png');
    expect(got.bytes.equals(png)).toBe(true);
  });

  it('follows up to 3 redirects, and refuses a 4th', async () => {
    await expect(fetchImage(`${outside.base}/hop/2`)).resolves.toMatchObject({ contentType: 'image/png' });
    await expect(fetchImage(`${outside.base}/hop/3`)).rejects.toMatchObject({ code: 'link_unreachable' });
  });

  it('refuses a redirect to an address inside, without ever reaching it', async () => {
    await expect(fetchImage(`${outside.base}/to-inside`)).rejects.toMatchObject({ code: 'link_forbidden', status: 422 });
    await expect(fetchImage(`${outside.base}/to-metadata`)).rejects.toMatchObject({ code: 'link_forbidden' });
    expect(inside.hits).toEqual([]);
  });

  it('refuses a name that resolves inside, even when it also resolves outside', async () => {
    const port = new URL(inside.base).port;
    await expect(fetchImage(`http://rebind.example:${port}/`)).rejects.toMatchObject({ code: 'link_forbidden' });
    expect(inside.hits).toEqual([]);
  });

  it('refuses what is not an image, what is too large, and what never answers', async () => {
    await expect(fetchImage(`${outside.base}/page`)).rejects.toMatchObject({ code: 'link_not_image', status: 415 });
    const small = createSafeFetch({ allowAddress: onlyOutside, limits: { maxBytes: 1024 } });
    await expect(small(`${outside.base}/big`)).rejects.toMatchObject({ code: 'link_too_large', status: 413 });
    const quick = createSafeFetch({ allowAddress: onlyOutside, limits: { timeoutMs: 300 } });
    await expect(quick(`${outside.base}/silent`)).rejects.toMatchObject({ code: 'link_timeout' });
  });

  it('refuses other schemes, credentials, and garbage', async () => {
    const real = createSafeFetch();
    await expect(real('file:///etc/passwd')).rejects.toMatchObject({ code: 'link_invalid', status: 400 });
    await expect(real('ftp://example.com/a.png')).rejects.toMatchObject({ code: 'link_invalid' });
    await expect(real('http://user:pw@example.com/a.png')).rejects.toMatchObject({ code: 'link_invalid' });
    await expect(real('not a link')).rejects.toMatchObject({ code: 'link_invalid' });
  });

  it('with the default policy refuses loopback, metadata and mapped private addresses before connecting', async () => {
    const real = createSafeFetch();
    const port = new URL(inside.base).port;
    for (const link of [`http://127.0.0.2:${port}/`, `${outside.base}/photo.png`, 'http://169.254.169.254/', 'http://[::ffff:10.0.0.1]/', `http://[::ffff:127.0.0.2]:${port}/`, 'http://localhost/']) {
      await expect(real(link)).rejects.toMatchObject({ code: 'link_forbidden' });
    }
    expect(inside.hits).toEqual([]);
  });
});
