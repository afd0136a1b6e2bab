import { formatDateTime } from '../../../../shared/dates.js';
import type { Review } from '../../../../shared/membership/contracts.js';
import { humanize } from '../format.js';

/** The application's audit trail, oldest first: what happened, who did it, and what they wrote. */
export function ApplicationHistory({ history }: { history: Review['history'] }) {
  if (history.length === 0) return <p className="text-sm text-muted">Nothing recorded yet.</p>;
  return (
    <ol className="border-l border-line-strong">
      {history.map((h, i) => (
        <li key={`${h.at}-${i}`} className="relative pb-5 pl-5 last:pb-0">
          <span aria-hidden="true" className="absolute -left-[5px] top-1.5 size-2.5 border border-bronze bg-ivory" />
          <p className="text-sm font-medium text-ink">{humanize(h.action)}</p>
          <p className="text-xs text-muted">
            <time dateTime={h.at}>{formatDateTime(h.at)}</time> · {h.actor ?? 'Patina (automatic)'}
          </p>
          {h.detail ? <p className="mt-1 whitespace-pre-line text-sm text-ink-soft">{h.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
