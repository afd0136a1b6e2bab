import { Link } from 'react-router';
import type { QueueItem } from '../../../../shared/membership/contracts.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { textLinkClasses } from '../../../ui/text-link.js';
import { APPLICATION_STATE_LABELS, formatAge } from '../format.js';
import { SignalChips } from './signal-chips.js';

const nameOf = (item: QueueItem) => item.legalName || item.email;

const COLUMNS: DataColumn<QueueItem>[] = [
  { header: 'Applicant', rowHeader: true, className: 'font-medium text-ink', cell: nameOf },
  { header: 'Email', className: 'break-all text-ink-soft', cell: (item) => item.email },
  { header: 'State', className: 'text-ink-soft', cell: (item) => APPLICATION_STATE_LABELS[item.state] },
  { header: 'Waiting', className: 'whitespace-nowrap text-ink-soft', cell: (item) => (item.submittedAt ? formatAge(item.ageHours) : 'Not submitted') },
  { header: 'Signals', cell: (item) => <SignalChips signals={item.signals} label={`Signals for ${nameOf(item)}`} /> },
  {
    header: 'Review',
    srOnlyHeader: true,
    className: 'whitespace-nowrap',
    cell: (item) => (
      <Link to={`/admin/applications/${encodeURIComponent(item.id)}`} className={textLinkClasses('text-ink')} aria-label={`Review ${nameOf(item)}`}>
        Review
      </Link>
    ),
  },
];

/** The membership queue: one row per application, its signals, and the way to review it. */
export function ApplicationsTable({ items, caption }: { items: QueueItem[]; caption: string }) {
  return <DataTable caption={caption} columns={COLUMNS} rows={items} rowKey={(item) => item.id} rowTestId="application-row" />;
}
