import { createElement, useEffect, useLayoutEffect, useReducer, useRef, useState, type ComponentType, type ReactElement } from 'react';

/**
 * Parts of the page that the first paint does not need (menus, dialogs, tooltips, the
 * assistant, the live stream's listeners) load after it, when the browser is idle, so the
 * entry chunk stays small and the first screen shows sooner (issue #10 item 17; decision 035).
 * Until then a light placeholder stands in (the same trigger, drawn the same way), and any
 * use of it (a click, a focus) loads the real part at once.
 */

let idle: Promise<void> | null = null;

/** Resolves once the page has loaded and the main thread is idle (at most ~2 s after load). */
export function afterFirstPaint(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 50);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return idle;
}

/**
 * A press in progress: the pointer is down and its click not dispatched yet. Swapping the
 * placeholder for the real part under it would lose the click (a browser clicks only when the
 * press and the release land on the same element), so a swap waits for the release, at most
 * two seconds. It is decided where the part is drawn: React may run a render it scheduled
 * before the press during it.
 */
let pressing = false;
const afterRelease: (() => void)[] = [];

function release() {
  pressing = false;
  for (const run of afterRelease.splice(0)) run();
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressing = true), true);
  // The click follows pointerup in the same task: the timer lets its handlers run first.
  for (const type of ['pointerup', 'pointercancel', 'dragstart']) document.addEventListener(type, () => setTimeout(release, 0), true);
  window.addEventListener('blur', release);
}

/** Runs `swap` now, or once the press in progress is released. */
function whenReleased(swap: () => void) {
  if (!pressing) return swap();
  afterRelease.push(swap);
  setTimeout(release, 2000);
}

export interface Deferred<P extends object> {
  (props: P): ReactElement | null;
  /** Loads the real part now (the placeholder was used); answers once it is there. */
  load(): Promise<void>;
  /** The real part, once loaded: tests can wait for it. */
  readonly loaded: ComponentType<P> | null;
}

/**
 * A component whose code loads after the first paint (see above). `placeholder` renders until
 * then (null renders nothing); it gets the same props and a `load` to call when it is used,
 * with props for the real part's first render (a menu clicked before it loaded opens).
 */
export function deferred<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  placeholder: ComponentType<P & { load: (extra?: Partial<P>) => void }> | null = null,
): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= importer().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download (a deploy replaced the chunks) may be tried again on the next use.
        loading = null;
        throw error;
      },
    ));

  function DeferredPart(props: P) {
    const [ready, setReady] = useState(loaded !== null);
    const [extra, setExtra] = useState<Partial<P> | null>(null);
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    // Once drawn, the real part stays; before that it is never drawn under a press (a render
    // React scheduled before the press can run during it), only once the pointer is released.
    const shown = useRef(false);
    const real = ready && loaded !== null && (shown.current || !pressing);
    const heldBack = ready && loaded !== null && !real;
    useLayoutEffect(() => {
      if (real) shown.current = true;
    });
    useEffect(() => {
      if (!heldBack) return;
      let live = true;
      whenReleased(() => {
        if (live) rerender();
      });
      return () => {
        live = false;
      };
    }, [heldBack]);
    useEffect(() => {
      // Loaded by another instance between this one's render and now: draw it.
      if (loaded) return setReady(true);
      let live = true;
      void afterFirstPaint()
        .then(load)
        .then(() => {
          if (live) setReady(true);
        }, () => {});
      return () => {
        live = false;
      };
    }, []);
    if (real) return createElement(loaded!, extra ? { ...props, ...extra } : props);
    if (!placeholder) return null;
    const use = (more?: Partial<P>) => {
      void load().then(
        () => {
          if (more) setExtra(more);
          setReady(true);
        },
        () => {},
      );
    };
    return createElement(placeholder, { ...props, load: use });
  }

  const part = DeferredPart as Deferred<P> & { load: () => Promise<void> };
  part.load = load;
  Object.defineProperty(part, 'loaded', { get: () => loaded });
  return part;
}
