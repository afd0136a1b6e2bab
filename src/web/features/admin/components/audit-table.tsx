import { formatDateTime } from '../../../../shared/dates.js';
import type { AuditEntry } from '../../../../shared/membership/contracts.js';
import { describeValue, humanize } from '../format.js';
import { TableScroller } from './table-scroller.js';
import { tableClass, tdClass, thClass } from './table-styles.js';

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

/** Who did what to what, when: the system's own actions (automatic approval, retention) say so. */
export function AuditTable({ items, caption }: { items: AuditEntry[]; caption: string }) {
  return (
    <TableScroller label={caption}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>When</th>
            <th scope="col" className={thClass}>Who</th>
            <th scope="col" className={thClass}>Action</th>
            <th scope="col" className={thClass}>Subject</th>
            <th scope="col" className={thClass}>Detail</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id} data-testid="audit-row">
              <td className={`${tdClass} whitespace-nowrap text-ink-soft`}>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </td>
              <td className={`${tdClass} break-all text-ink-soft`}>{e.actor ? e.actor.email : 'Patina (automatic)'}</td>
              <th scope="row" className={`${tdClass} font-medium text-ink`}>
                {humanize(e.action)}
                <code className="block text-xs font-normal text-muted">{e.action}</code>
              </th>
              <td className={`${tdClass} text-ink-soft`}>
                {humanize(e.subjectType)}
                <code className="block break-all text-xs text-muted">{e.subjectId}</code>
              </td>
              <td className={tdClass}>
                <AuditDetail detail={e.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
