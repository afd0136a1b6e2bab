import { useEffect } from 'react';
import { PREFETCH_DELAY_MS, PREFETCH_GAP_MS, PREFETCH_TERMS } from '../../../../shared/search/constants.js';
import { getInstantResults } from '../api/get-instant-results.js';

let started = false;

/**
 * SPEC §7: five popular brand terms are fetched into the search cache 2 s after load, 300 ms
 * apart; errors are ignored. Once per page load, however many search boxes mount.
 */
export function useSearchPrefetch() {
  useEffect(() => {
    if (started) return;
    started = true;
    const timers = PREFETCH_TERMS.map((term, i) =>
      window.setTimeout(() => {
        getInstantResults(term).catch(() => undefined);
      }, PREFETCH_DELAY_MS + i * PREFETCH_GAP_MS),
    );
    return () => {
      timers.forEach((t) => window.clearTimeout(t));
      started = false;
    };
  }, []);
}
