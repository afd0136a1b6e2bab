import { Link } from 'react-router';
import type { QueueItem } from '../../../../shared/membership/contracts.js';
import { textLinkClasses } from '../../../ui/text-link.js';
import { APPLICATION_STATE_LABELS, formatAge } from '../format.js';
import { SignalChips } from './signal-chips.js';
import { TableScroller } from './table-scroller.js';
import { tableClass, tdClass, thClass } from './table-styles.js';

/** The membership queue: one row per application, its signals, and the way to review it. */
export function ApplicationsTable({ items, caption }: { items: QueueItem[]; caption: string }) {
  return (
    <TableScroller label={caption}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>Applicant</th>
            <th scope="col" className={thClass}>Email</th>
            <th scope="col" className={thClass}>State</th>
            <th scope="col" className={thClass}>Waiting</th>
            <th scope="col" className={thClass}>Signals</th>
            <th scope="col" className={thClass}>
              <span className="sr-only">Review</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const name = item.legalName || item.email;
            return (
              <tr key={item.id} data-testid="application-row">
                <th scope="row" className={`${tdClass} font-medium text-ink`}>
                  {name}
                </th>
                <td className={`${tdClass} break-all text-ink-soft`}>{item.email}</td>
                <td className={`${tdClass} text-ink-soft`}>{APPLICATION_STATE_LABELS[item.state]}</td>
                <td className={`${tdClass} whitespace-nowrap text-ink-soft`}>{item.submittedAt ? formatAge(item.ageHours) : 'Not submitted'}</td>
                <td className={tdClass}>
                  <SignalChips signals={item.signals} label={`Signals for ${name}`} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <Link to={`/admin/applications/${encodeURIComponent(item.id)}`} className={textLinkClasses('text-ink')} aria-label={`Review ${name}`}>
                    Review
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
