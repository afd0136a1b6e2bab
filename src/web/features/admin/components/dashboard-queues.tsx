import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Dashboard } from '../../../../shared/membership/contracts.js';
import { formatAge, QUEUE_FEATURES } from '../format.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

type Queue = Dashboard['queues'][number];

function QueueCard({ queue }: { queue: Queue }) {
  const headingId = `queue-${queue.key}`;
  if (!queue.open) {
    const feature = QUEUE_FEATURES[queue.key];
    return (
      <li aria-labelledby={headingId} className="flex flex-col border border-line bg-ivory-deep/50 p-5" data-testid={`queue-${queue.key}`}>
        <h3 id={headingId} className="text-sm font-medium text-ink">
          {queue.label}
        </h3>
        <p className="mt-3 text-sm text-muted">{feature ? `Opens with ${feature}` : 'Not live yet'}</p>
      </li>
    );
  }
  return (
    <li aria-labelledby={headingId} className="flex flex-col border border-line p-5" data-testid={`queue-${queue.key}`}>
      <h3 id={headingId} className="text-sm font-medium text-ink">
        {queue.label}
      </h3>
      <p className="mt-3 font-display text-4xl font-medium tabular-nums" data-testid="queue-count">
        {formatGrouped(queue.count)}
        <span className="sr-only"> waiting</span>
      </p>
      <p className="mt-1 text-xs text-muted" data-testid="queue-age">
        {queue.oldestHours === null ? 'Nothing waiting' : `Oldest waiting ${formatAge(queue.oldestHours)}`}
      </p>
      <Link to={queue.href} aria-label={`Open the queue: ${queue.label}`} className="label-caps mt-4 inline-flex items-center gap-1.5 text-ink hover:text-bronze">
        Open the queue
        <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
      </Link>
    </li>
  );
}

/**
 * The queues that wait for staff, each with its count and the age of its oldest item. A queue
 * whose feature is not live yet says so instead of a zero that would mean nothing.
 */
export function DashboardQueues({ queues }: { queues: Dashboard['queues'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {queues.map((q) => (
        <QueueCard key={q.key} queue={q} />
      ))}
    </ul>
  );
}
