import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a page the server rendered carries to the browser (decision 043): the answers its
 * components were drawn from, and the clock they were drawn at. The browser's first render
 * (hydration) must draw exactly what the server drew, so it uses both.
 */
export interface ServerState {
  /** The render's clock, ms since the epoch. */
  now: number;
  queries: DehydratedState;
}

/** The element id of the JSON the server writes after #root. */
export const SERVER_STATE_ID = 'patina-state';

let renderClock: () => number | undefined = () => undefined;

/**
 * Sets where the first render's clock comes from: the server's render, or, while the browser
 * hydrates, the server's clock; undefined means "now".
 */
export function setRenderClock(clock: () => number | undefined): void {
  renderClock = clock;
}

/** "Now" for a first render: the server's clock while a server-drawn page is drawn or hydrated. */
export function firstRenderNow(): Date {
  return new Date(renderClock() ?? Date.now());
}

/** The state the server wrote into the page, or null (a page the browser renders alone). */
export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return typeof state.now === 'number' && typeof state.queries === 'object' && state.queries !== null ? state : null;
  } catch {
    return null;
  }
}

/**
 * The state as a JSON script element's text: `<` is escaped so no text a member wrote can
 * close the element (a name with `</script>` in it stays data).
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
