import type { RefObject } from 'react';
import { formatDate } from '../../../../shared/dates.js';
import { suspendSchema, type MemberRow } from '../../../../shared/membership/contracts.js';
import { USER_TYPE_LABELS } from '../format.js';
import { ActionDialog } from './action-dialog.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';

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
  const columns: DataColumn<MemberRow>[] = [
    { header: 'Name', rowHeader: true, className: 'font-medium text-ink', cell: (m) => m.name || '—' },
    { header: 'Email', className: 'break-all text-ink-soft', cell: (m) => m.email },
    {
      header: 'Role',
      className: 'text-ink-soft',
      cell: (m) => (
        <>
          {USER_TYPE_LABELS[m.userType]}
          {m.expertise.length > 0 ? <span className="block text-xs text-muted">Expert: {m.expertise.join(', ')}</span> : null}
        </>
      ),
    },
    {
      header: 'Status',
      className: 'text-ink-soft',
      cell: (m) =>
        m.suspended ? (
          <>
            <span className="font-medium text-fall">Suspended since {formatDate(m.suspended.since)}</span>
            <span className="block text-xs text-muted">{m.suspended.reason}</span>
          </>
        ) : (
          'Active'
        ),
    },
    { header: 'Joined', className: 'whitespace-nowrap text-ink-soft', cell: (m) => formatDate(m.createdAt) },
    { header: 'Actions', cell: (m) => <RowAction member={m} actions={actions} /> },
  ];
  return <DataTable caption={caption} columns={columns} rows={items} rowKey={(m) => m.id} rowTestId="member-row" />;
}
