import { useEffect, useState } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '../../../ui/button.js';

/**
 * Shares the page: the system share sheet where there is one (phones), else copies the link
 * and says so. Members share with members: the page itself still asks the recipient to sign in.
 */
export function ShareButton({ title }: { title: string }) {
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return;
    const t = window.setTimeout(() => setStatus(''), 4000);
    return () => window.clearTimeout(t);
  }, [status]);

  async function share() {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus('Could not copy the link: copy it from the address bar.');
    }
  }

  return (
    <span className="inline-flex items-center gap-3">
      <Button variant="quiet" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
        Share
      </Button>
      <span role="status" className="text-xs text-muted" data-testid="share-status">
        {status}
      </span>
    </span>
  );
}
