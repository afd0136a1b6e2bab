import { formatDateTime } from '../../../../shared/dates.js';
import type { AuditEntry } from '../../../../shared/membership/contracts.js';
import { describeValue, humanize } from '../format.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';

/** An entry's detail as label and value pairs, not JSON. */
export function AuditDetail({ detail }: { detail: Record<string, unknown> }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted">{humanize(key)}</dt>
          <dd className="break-words text-ink-soft">{describeValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

const COLUMNS: DataColumn<AuditEntry>[] = [
  { header: 'When', className: 'whitespace-nowrap text-ink-soft', cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
  { header: 'Who', className: 'break-all text-ink-soft', cell: (e) => (e.actor ? e.actor.email : 'Patina (automatic)') },
  {
    header: 'Action',
    rowHeader: true,
    className: 'font-medium text-ink',
    cell: (e) => (
      <>
        {humanize(e.action)}
        <code className="block text-xs font-normal text-muted">{e.action}</code>
      </>
    ),
  },
  {
    header: 'Subject',
    className: 'text-ink-soft',
    cell: (e) => (
      <>
        {humanize(e.subjectType)}
        <code className="block break-all text-xs text-muted">{e.subjectId}</code>
      </>
    ),
  },
  { header: 'Detail', cell: (e) => <AuditDetail detail={e.detail} /> },
];

/** Who did what to what, when: the system's own actions (automatic approval, retention) say so. */
export function AuditTable({ items, caption }: { items: AuditEntry[]; caption: string }) {
  return <DataTable caption={caption} columns={COLUMNS} rows={items} rowKey={(e) => e.id} rowTestId="audit-row" />;
}
