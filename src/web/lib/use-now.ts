import { useEffect, useState } from 'react';
import { firstRenderNow } from './server-state.js';

/**
 * The current time, refreshed every `intervalMs` (countdowns tick without refetching). The
 * first render uses the server's clock when the page was drawn there (it must match), and
 * moves to the browser's at once.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(firstRenderNow);
  useEffect(() => {
    const first = window.setTimeout(() => setNow(new Date()), 0);
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [intervalMs]);
  return now;
}
