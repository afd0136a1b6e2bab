/**
 * Replays what a visitor did on a page the server drew before the app had adopted it (issue
 * #39 §1, decision 068): the last tap on a control only the app answers, and where the pointer
 * rests (a mega-menu opens under a still pointer that arrived early). Kept by the inline
 * script of `src/server/platform/early-input.ts`; run once, when the page's layout has been
 * hydrated, on the very elements tapped (hydration keeps the server's DOM nodes).
 */
export interface EarlyInput {
  click: HTMLElement | null;
  hover: Element | null;
  done: boolean;
}

declare global {
  interface Window {
    __patinaEarly?: EarlyInput;
  }
}

export function replayEarlyInput(win: Window = window): void {
  const early = win.__patinaEarly;
  if (!early || early.done) return;
  early.done = true;
  const { click, hover } = early;
  early.click = null;
  early.hover = null;
  for (const el of win.document.querySelectorAll('[data-early-pending]')) el.removeAttribute('data-early-pending');
  if (hover?.isConnected && hover.matches(':hover')) {
    const events = win as Window & typeof globalThis;
    const Move = typeof events.PointerEvent === 'function' ? events.PointerEvent : events.MouseEvent;
    hover.dispatchEvent(new Move('pointermove', { bubbles: true, pointerType: 'mouse' } as PointerEventInit));
  }
  if (click?.isConnected) click.click();
}
