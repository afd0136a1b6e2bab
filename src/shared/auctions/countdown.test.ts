import { describe, expect, it } from 'vitest';
import { countdown, timeLeftBadge } from './countdown.js';

const now = new Date('2026-11-21T12:00:00Z');
const inMs = (ms: number) => new Date(now.getTime() + ms);
const M = 60_000;
const H = 60 * M;
const D = 24 * H;

describe('countdown (SPEC §4)', () => {
  it('reads days and hours when a day or more remains', () => {
    expect(countdown(inMs(2 * D + 5 * H + 10 * M), now)).toBe('2d 5h');
    expect(countdown(inMs(D), now)).toBe('1d 0h');
  });
  it('reads hours and minutes under a day', () => {
    expect(countdown(inMs(23 * H + 59 * M), now)).toBe('23h 59m');
    expect(countdown(inMs(H), now)).toBe('1h 0m');
  });
  it('reads minutes under an hour', () => {
    expect(countdown(inMs(59 * M), now)).toBe('59m');
    expect(countdown(inMs(30_000), now)).toBe('1m');
  });
  it('reads ENDED once ends_at has passed', () => {
    expect(countdown(inMs(0), now)).toBe('ENDED');
    expect(countdown(inMs(-D), now)).toBe('ENDED');
    expect(countdown('not a date', now)).toBe('ENDED');
  });
  it('accepts ISO strings', () => {
    expect(countdown('2026-11-21T13:30:00Z', now)).toBe('1h 30m');
  });
});

describe('timeLeftBadge (SPEC §4)', () => {
  it('shows days if at least one day remains, otherwise hours, otherwise minutes', () => {
    expect(timeLeftBadge(inMs(3 * D + 23 * H), now)).toBe('3d');
    expect(timeLeftBadge(inMs(D), now)).toBe('1d');
    expect(timeLeftBadge(inMs(D - 1), now)).toBe('23h');
    expect(timeLeftBadge(inMs(H), now)).toBe('1h');
    expect(timeLeftBadge(inMs(H - 1), now)).toBe('59m');
    expect(timeLeftBadge(inMs(-1), now)).toBe('ENDED');
  });
});
