import { describe, expect, it } from 'vitest';
import {
  FOLLOW_TOAST_MS, TOAST_DEFAULT_MS, TOAST_EXIT_MS, TOOLTIP_DELAY_MS, TOUCH_BREAKPOINT_PX, TOUCH_MEDIA_QUERY,
  isTouchMode, toastLifetime, tooltipDelay,
} from './timing.js';

describe('toast timing (SPEC §4, §9)', () => {
  it('has the spec numbers', () => {
    expect(TOAST_DEFAULT_MS).toBe(5000);
    expect(FOLLOW_TOAST_MS).toBe(5000);
    expect(TOAST_EXIT_MS).toBe(300);
  });

  it('lasts 5000 ms by default', () => {
    expect(toastLifetime()).toBe(5000);
    expect(toastLifetime(null)).toBe(5000);
  });

  it('stays for good at 0', () => {
    expect(toastLifetime(0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('keeps a given duration, and falls back to the default for nonsense', () => {
    expect(toastLifetime(1200)).toBe(1200);
    expect(toastLifetime(-5)).toBe(5000);
    expect(toastLifetime(Number.NaN)).toBe(5000);
    expect(toastLifetime(Number.POSITIVE_INFINITY)).toBe(5000);
    expect(toastLifetime(1e12)).toBe(86_400_000);
  });
});

describe('tooltip timing (SPEC §9)', () => {
  it('opens after 300 ms, 150 ms in touch mode', () => {
    expect(TOOLTIP_DELAY_MS).toBe(300);
    expect(tooltipDelay(false)).toBe(300);
    expect(tooltipDelay(true)).toBe(150);
  });

  it('is in touch mode below 768 px only', () => {
    expect(TOUCH_BREAKPOINT_PX).toBe(768);
    expect(isTouchMode(767)).toBe(true);
    expect(isTouchMode(390)).toBe(true);
    expect(isTouchMode(768)).toBe(false);
    expect(isTouchMode(1280)).toBe(false);
    expect(TOUCH_MEDIA_QUERY).toBe('(max-width: 767.98px)');
  });
});
