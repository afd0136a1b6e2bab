import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';

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
    const [, setReady] = useState(loaded !== null);
    const [extra, setExtra] = useState<Partial<P> | null>(null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      const show = () => {
        if (live) setReady(true);
      };
      void afterFirstPaint()
        .then(load)
        .then(show, () => {});
      return () => {
        live = false;
      };
    }, []);
    if (loaded) return createElement(loaded, extra ? { ...props, ...extra } : props);
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
