import type { RefObject } from 'react';
import { formatDate } from '../../../../shared/dates.js';
import { suspendSchema, type MemberRow } from '../../../../shared/membership/contracts.js';
import { USER_TYPE_LABELS } from '../format.js';
import { ActionDialog } from './action-dialog.js';
import { TableScroller } from './table-scroller.js';
import { tableClass, tdClass, thClass } from './table-styles.js';

export interface MemberActions {
  suspend: (member: MemberRow, reason: string) => Promise<void>;
  reinstate: (member: MemberRow) => Promise<void>;
  /** Where focus goes when a row leaves the list after an action (a filtered view). */
  focusAfter: RefObject<HTMLElement | null>;
}

/**
 * One dialog per row, in the same place whether it suspends or reinstates: after either, the
 * row's button turns into the other and keeps the focus.
 */
function RowAction({ member, actions }: { member: MemberRow; actions: MemberActions }) {
  if (member.userType === 'admin') return <span className="text-xs text-muted">Administrators cannot be suspended</span>;
  const who = member.name || member.email;
  const props = member.suspended
    ? {
        triggerLabel: 'Reinstate',
        triggerAriaLabel: `Reinstate ${member.email}`,
        title: `Reinstate ${who}?`,
        description: `${member.email} gets back the rights of a ${USER_TYPE_LABELS[member.userType]} from their next request. The reinstatement is recorded in the audit log and they are told.`,
        confirmLabel: 'Reinstate',
        pendingLabel: 'Reinstating…',
        onConfirm: () => actions.reinstate(member),
      }
    : {
        triggerLabel: 'Suspend',
        triggerAriaLabel: `Suspend ${member.email}`,
        title: `Suspend ${who}?`,
        description: `${member.email} loses member rights (bidding, selling, offers, messages) from their very next request, and can still close what is in flight. They are told the reason, and the suspension is recorded in the audit log.`,
        confirmLabel: 'Suspend',
        pendingLabel: 'Suspending…',
        field: { name: 'reason', label: 'Reason', hint: 'Sent to the member. Up to 2,000 characters.', schema: suspendSchema, maxLength: 2000 },
        onConfirm: (reason: string) => actions.suspend(member, reason),
      };
  return <ActionDialog {...props} focusAfter={actions.focusAfter} />;
}

/** Accounts with their role, expertise and suspension, and what an admin may do to each. */
export function MembersTable({ items, caption, actions }: { items: MemberRow[]; caption: string; actions: MemberActions }) {
  return (
    <TableScroller label={caption}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>Name</th>
            <th scope="col" className={thClass}>Email</th>
            <th scope="col" className={thClass}>Role</th>
            <th scope="col" className={thClass}>Status</th>
            <th scope="col" className={thClass}>Joined</th>
            <th scope="col" className={thClass}>Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((m) => (
            <tr key={m.id} data-testid="member-row">
              <th scope="row" className={`${tdClass} font-medium text-ink`}>
                {m.name || '—'}
              </th>
              <td className={`${tdClass} break-all text-ink-soft`}>{m.email}</td>
              <td className={`${tdClass} text-ink-soft`}>
                {USER_TYPE_LABELS[m.userType]}
                {m.expertise.length > 0 ? <span className="block text-xs text-muted">Expert: {m.expertise.join(', ')}</span> : null}
              </td>
              <td className={`${tdClass} text-ink-soft`}>
                {m.suspended ? (
                  <>
                    <span className="font-medium text-fall">Suspended since {formatDate(m.suspended.since)}</span>
                    <span className="block text-xs text-muted">{m.suspended.reason}</span>
                  </>
                ) : (
                  'Active'
                )}
              </td>
              <td className={`${tdClass} whitespace-nowrap text-ink-soft`}>{formatDate(m.createdAt)}</td>
              <td className={tdClass}>
                <RowAction member={m} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
