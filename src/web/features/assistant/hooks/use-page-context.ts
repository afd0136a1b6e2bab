import { useEffect, useState } from 'react';
import { PAGE_CONTEXT_DELAY_MS } from '../../../../shared/assistant/placement.js';
import { PAGE_TEXT_MAX } from '../../../../shared/assistant/constants.js';

/**
 * SPEC §2: on a product page the assistant receives the page's content, read after a one
 * second wait (the page has rendered its data by then). Read again when the path changes.
 */
export function usePageContext(pathname: string, enabled: boolean): string | null {
  const [read, setRead] = useState<{ path: string; text: string } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      const main = document.getElementById('main');
      const raw = main?.innerText || main?.textContent || '';
      setRead({ path: pathname, text: raw.replace(/\s+/g, ' ').trim().slice(0, PAGE_TEXT_MAX) });
    }, PAGE_CONTEXT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, enabled]);
  // A reading of the page before this one is not this page's context.
  return enabled && read?.path === pathname ? read.text : null;
}
