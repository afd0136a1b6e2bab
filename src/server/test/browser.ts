import { createHmac } from 'node:crypto';
import type { TestApp } from './helper.js';

/**
 * A small browser for the accounts tests: one cookie jar, its own client IP (rate limits
 * count per IP), and an Origin header like a page of PUBLIC_URL would send.
 */
let nextIp = 0;
export function freshIp(): string {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

export const STRONG_PASSWORD = 'Velvet-Quartz-Harbor-91';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: string[];
}

export class Browser {
  readonly jar = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    readonly ip = freshIp(),
    private readonly origin: string | null = t.config.publicUrl,
  ) {}

  cookieHeader(): string | undefined {
    if (this.jar.size === 0) return undefined;
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...extra };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && this.origin && !('origin' in extra)) headers.origin = this.origin;
    const res = await this.t.app.inject({
      method,
      url,
      headers,
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
    const raw = res.headers['set-cookie'];
    const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    for (const c of cookies) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    let parsed: unknown;
    try {
      parsed = res.body ? JSON.parse(res.body) : null;
    } catch {
      parsed = res.body;
    }
    return { status: res.statusCode, body: parsed as T, headers: res.headers, cookies };
  }

  get<T = Record<string, unknown>>(url: string) {
    return this.call<T>('GET', url);
  }

  post<T = Record<string, unknown>>(url: string, body: unknown = {}, extra?: Record<string, string>) {
    return this.call<T>('POST', url, body, extra);
  }

  put<T = Record<string, unknown>>(url: string, body?: unknown, extra?: Record<string, string>) {
    return this.call<T>('PUT', url, body, extra);
  }

  patch<T = Record<string, unknown>>(url: string, body?: unknown, extra?: Record<string, string>) {
    return this.call<T>('PATCH', url, body, extra);
  }

  delete<T = Record<string, unknown>>(url: string, extra?: Record<string, string>) {
    return this.call<T>('DELETE', url, undefined, extra);
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

/** Newest outbox mails to an address. */
export async function mailsTo(t: TestApp, email: string) {
  const { rows } = await t.database.query<{ id: number; subject: string; action_url: string; html: string; text: string; status: string }>(
    'select id, subject, action_url, html, text, status from outbox where "to" = $1 order by id desc',
    [email.toLowerCase()],
  );
  return rows;
}

/** Path and query of an absolute link, for app.inject. */
export function pathOf(link: string): string {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
}

let seq = 0;
export function uniqueEmail(label: string): string {
  seq += 1;
  return `${label}.${Date.now().toString(36)}.${seq}@example.com`;
}

/** Signs up and verifies through the link in the outbox; returns the signed-in browser. */
export async function verifiedMember(t: TestApp, email = uniqueEmail('member'), password = STRONG_PASSWORD) {
  const b = new Browser(t);
  const up = await b.post('/api/auth/sign-up/email', { email, password, firstName: 'Ines', lastName: 'Moreau' });
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${JSON.stringify(up.body)}`);
  const [mail] = await mailsTo(t, email);
  const verify = await b.get(pathOf(mail!.action_url));
  if (verify.status !== 302) throw new Error(`verify failed: ${verify.status}`);
  b.jar.clear();
  const signIn = await b.signIn(email, password);
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return { browser: b, email, password, userId: (signIn.body.user as { id: string }).id };
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from an otpauth:// URI, computed independently. */
export function totpFromUri(uri: string, at = Date.now()): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}
