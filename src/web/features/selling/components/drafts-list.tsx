import { Link } from 'react-router';
import type { SellerListing } from '../../../../shared/listings/selling.js';
import { useDrafts } from '../api/get-drafts.js';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The member's drafts to pick up again (the one open now left out). */
export function DraftsList({ current }: { current: number | null }) {
  const drafts = useDrafts();
  const list = (drafts.data?.drafts ?? []).filter((d) => d.id !== current);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="drafts-heading" className="border border-line p-5">
      <h2 id="drafts-heading" className="font-display text-2xl font-medium">
        Your drafts
      </h2>
      <ul className="mt-4 grid gap-3">
        {list.map((d: SellerListing) => (
          <li key={d.id} className="text-sm">
            <Link to={`/sell?draft=${d.id}`} className="text-ink underline decoration-line-strong underline-offset-4 hover:text-bronze">
              {d.title || 'Untitled draft'}
            </Link>
            <span className="block text-xs text-muted">
              Saved {when(d.updated_at)} · {d.photos.length} {d.photos.length === 1 ? 'photo' : 'photos'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
