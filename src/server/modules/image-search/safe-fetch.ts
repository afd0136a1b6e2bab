import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { AppError } from '../../platform/errors.js';

/**
 * Fetches a picture from a link a member pasted (issue #15, Safety), without letting the link
 * reach inside: http and https only; every address a name resolves to is checked against
 * loopback, private, link-local, CGNAT, multicast, reserved and cloud-metadata ranges (IPv4 and
 * IPv6, IPv4-mapped included); the connection goes to the address that was checked (the
 * lookup is the connection's own: nothing resolves the name a second time, so DNS rebinding
 * finds nothing to rebind); each redirect (at most 3) is checked the same way; 10 MB and
 * 10 s at most; the answer must say it is an image.
 */
export interface LinkLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}
export const LINK_LIMITS: Readonly<LinkLimits> = { maxBytes: 10 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 3 };

export type LinkErrorCode = 'link_invalid' | 'link_forbidden' | 'link_unreachable' | 'link_not_image' | 'link_too_large' | 'link_timeout';

const STATUS: Record<LinkErrorCode, number> = {
  link_invalid: 400, link_forbidden: 422, link_unreachable: 422, link_not_image: 415, link_too_large: 413, link_timeout: 422,
};

export class LinkError extends AppError {
  declare readonly code: LinkErrorCode;
  constructor(code: LinkErrorCode, message: string) {
    super(STATUS[code], code, message);
  }
}

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
const V6_BLOCKED: [string, number][] = [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b::', 96], ['64:ff9b:1::', 48], // NAT64: an IPv4 address in disguise
  ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16], // discard, IETF special, documentation, 6to4
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], // unique local (AWS's fd00:ec2::254 too), link-local, site-local, multicast
];
const blocked = new net.BlockList();
for (const [a, p] of V4_BLOCKED) blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of V6_BLOCKED) blocked.addSubnet(a, p, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:10.0.0.1`, `::ffff:a00:1`), else null. */
export function mappedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups || groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return null;
  return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
}

function expandIpv6(address: string): number[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address.toLowerCase().split('%')[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - h.length - t.length).fill('0');
  const all = [...h, ...fill, ...t].map((g) => parseInt(g, 16));
  return all.length === 8 ? all : null;
}

/** Whether an address may be fetched from: a public unicast address, nothing else. */
export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) return !blocked.check(address, 'ipv4');
  if (!net.isIPv6(address)) return false;
  const v4 = mappedIpv4(address);
  if (v4 !== null) return !blocked.check(v4, 'ipv4');
  return !blocked.check(address.split('%')[0]!, 'ipv6');
}

export interface SafeFetchOptions {
  /** Which addresses may be reached; the default is public ones only. */
  allowAddress?: (address: string) => boolean;
  /** How names are resolved (every address answered is checked). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
  limits?: Partial<LinkLimits>;
}

export interface FetchedImage {
  bytes: Buffer;
  contentType: string;
  finalUrl: string;
}

const defaultResolve = (host: string) => dns.promises.lookup(host, { all: true, verbatim: true });

export function createSafeFetch(opts: SafeFetchOptions = {}) {
  const allow = opts.allowAddress ?? isPublicAddress;
  const resolve = opts.resolve ?? defaultResolve;
  const limits = { ...LINK_LIMITS, ...opts.limits };

  /** The one address this URL's connection will use, checked; throws LinkError otherwise. */
  async function checkedAddress(url: URL): Promise<{ address: string; family: 4 | 6 }> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host)) {
      if (!allow(host)) throw forbidden(url);
      return { address: host, family: net.isIPv4(host) ? 4 : 6 };
    }
    let answers: { address: string; family: number }[];
    try {
      answers = await resolve(host);
    } catch {
      throw new LinkError('link_unreachable', `The link "${url.host}" could not be found.`);
    }
    if (answers.length === 0) throw new LinkError('link_unreachable', `The link "${url.host}" could not be found.`);
    // Every address must be public: a name that also points inside is refused outright.
    if (answers.some((a) => !allow(a.address))) throw forbidden(url);
    const first = answers[0]!;
    return { address: first.address, family: first.family === 6 ? 6 : 4 };
  }

  function parse(link: string): URL {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      throw new LinkError('link_invalid', `"${link.slice(0, 200)}" is not a link: paste an address starting with http:// or https://.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new LinkError('link_invalid', `Only http:// and https:// links can be searched, not ${url.protocol}//.`);
    }
    if (url.username || url.password) throw new LinkError('link_invalid', 'Links with a user name or password cannot be searched.');
    return url;
  }

  return async function fetchImage(link: string): Promise<FetchedImage> {
    const deadline = AbortSignal.timeout(limits.timeoutMs);
    let url = parse(link);
    for (let hop = 0; ; hop++) {
      const target = await checkedAddress(url);
      const answer = await request(url, target, deadline, limits.maxBytes);
      if (answer.redirect !== null) {
        if (hop >= limits.maxRedirects) throw new LinkError('link_unreachable', `The link redirects more than ${limits.maxRedirects} times.`);
        let next: URL;
        try {
          next = new URL(answer.redirect, url);
        } catch {
          throw new LinkError('link_unreachable', 'The link redirects to an address that is not valid.');
        }
        url = parse(next.toString());
        continue;
      }
      return { bytes: answer.bytes, contentType: answer.contentType, finalUrl: url.toString() };
    }
  };
}
export type SafeFetch = ReturnType<typeof createSafeFetch>;

function forbidden(url: URL): LinkError {
  return new LinkError('link_forbidden', `The link "${url.host}" points to a private or reserved address and cannot be searched.`);
}

interface Answer {
  redirect: string | null;
  bytes: Buffer;
  contentType: string;
}

function request(url: URL, target: { address: string; family: 4 | 6 }, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  // The connection's own lookup answers the address that was checked, whatever the name.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const timedOut = () => new LinkError('link_timeout', 'The link did not answer within 10 seconds.');
    if (signal.aborted) return reject(timedOut());
    const req = client.request(url, { method: 'GET', lookup, signal, headers: { accept: 'image/*', 'user-agent': 'PatinaImageSearch/1.0' }, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: res.headers.location, bytes: Buffer.alloc(0), contentType: '' });
      }
      if (status !== 200) {
        res.resume();
        return reject(new LinkError('link_unreachable', `The link answered ${status} instead of a picture.`));
      }
      const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!/^image\/(jpeg|png|gif|webp)$/.test(contentType)) {
        res.destroy();
        return reject(new LinkError('link_not_image', `The link is not a JPG, PNG, GIF or WebP picture (it is ${contentType || 'of no stated type'}).`));
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > maxBytes) {
        res.destroy();
        return reject(new LinkError('link_too_large', 'The picture at this link is larger than 10 MB.'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          reject(new LinkError('link_too_large', 'The picture at this link is larger than 10 MB.'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ redirect: null, bytes: Buffer.concat(chunks), contentType }));
      res.on('error', () => reject(signal.aborted ? timedOut() : new LinkError('link_unreachable', 'The link stopped answering.')));
    });
    req.on('error', () => reject(signal.aborted ? timedOut() : new LinkError('link_unreachable', `The link "${url.host}" could not be reached.`)));
    req.end();
  });
}
