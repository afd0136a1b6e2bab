import { createHash } from 'node:crypto';

/** The long-lived cookie that names a browser (not a person): a random id, set at sign-in. */
export const DEVICE_COOKIE = 'patina.device';
/** The header the auth bridge hands Better Auth: `<device id>;<1 if the browser presented it>`. */
export const DEVICE_HEADER = 'x-patina-device';
export const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The device id a request's cookie carries, or null. */
export function deviceIdOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && DEVICE_ID.test(value)) return value;
  }
  return null;
}

export function parseDeviceHeader(value: string | null | undefined): { id: string; presented: boolean } | null {
  const [id, presented] = (value ?? '').split(';');
  return id && DEVICE_ID.test(id) ? { id, presented: presented === '1' } : null;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on macOS' from a user agent; the family a sign-in is compared by. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'an unknown browser';
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
