import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server draws a page and while the browser adopts it (hydration), true
 * after: for parts the server cannot draw, such as a chart whose code loads lazily
 * (decision 043). A page the browser draws alone is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
