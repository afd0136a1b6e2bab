/**
 * Toast and tooltip timing (SPEC §4, §9). The numbers are requirements; the functions are
 * the one place that turns a caller's choice into what the primitives are given.
 */

/** SPEC §9: a toast stays 5000 ms unless it says otherwise. */
export const TOAST_DEFAULT_MS = 5000;
/** SPEC §4, §9: a follow notification's toast goes after 5 s... */
export const FOLLOW_TOAST_MS = 5000;
/** ...sliding out over 300 ms (every toast leaves the same way). */
export const TOAST_EXIT_MS = 300;
/** A toast longer than a day is a mistake; it is clamped rather than trusted. */
const TOAST_MAX_MS = 86_400_000;

/** SPEC §9: tooltips open after 300 ms, half that in touch mode. */
export const TOOLTIP_DELAY_MS = 300;
export const TOOLTIP_TOUCH_DELAY_MS = TOOLTIP_DELAY_MS / 2;
/** SPEC §9: touch mode below 768 px (the mobile breakpoint). */
export const TOUCH_BREAKPOINT_PX = 768;
/** The media query that is true in touch mode (below 768 px). */
export const TOUCH_MEDIA_QUERY = `(max-width: ${TOUCH_BREAKPOINT_PX - 0.02}px)`;

/**
 * How long a toast stays, in ms: the default when not given (or not a sane number),
 * `Infinity` for 0 (SPEC §4: 0 means permanent — Radix reads 0 as "use the default").
 */
export function toastLifetime(duration?: number | null): number {
  if (duration === 0) return Number.POSITIVE_INFINITY;
  if (duration === undefined || duration === null || !Number.isFinite(duration) || duration < 0) return TOAST_DEFAULT_MS;
  return Math.min(Math.round(duration), TOAST_MAX_MS);
}

/** Whether a viewport this wide is in touch mode. */
export function isTouchMode(viewportWidth: number): boolean {
  return viewportWidth < TOUCH_BREAKPOINT_PX;
}

/** The tooltip's opening delay for a viewport mode. */
export function tooltipDelay(touch: boolean): number {
  return touch ? TOOLTIP_TOUCH_DELAY_MS : TOOLTIP_DELAY_MS;
}
