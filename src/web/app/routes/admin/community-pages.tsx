import { useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { ActionDialog, AdminHeader, FilterBar, useUrlFilters } from '../../../features/admin/index.js';
import { useModerate, useModerationQueue, type ModerationAction } from '../../../features/community/index.js';
import {
  MODERATION_LIMITS, QUEUE_STATUSES, REPORT_REASON_LABELS, moderationActionSchema, warnInputSchema, type QueueItem, type QueueStatus,
  type ReportResolution, type ReportTargetKind,
} from '../../../../shared/community/moderation.js';
import { formatDate } from '../../../../shared/dates.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Badge } from '../../../ui/badge.js';
import { Container } from '../../../ui/container.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { AdminList } from './admin-list.js';

const STATUS_LABELS: Record<QueueStatus, string> = { open: 'Open reports', resolved: 'Resolved reports' };
const STATUS_OPTIONS = QUEUE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const KIND_LABELS: Record<ReportTargetKind, string> = { entry: 'Journal entry', comment: 'Comment', portfolio: 'Portfolio' };
const RESOLUTION_LABELS: Record<ReportResolution, string> = { hidden: 'Hidden', warned: 'Author warned', dismissed: 'Dismissed' };
const DONE: Record<ModerationAction, (what: string) => string> = {
  hide: (what) => `The ${what} is hidden.`,
  restore: (what) => `The ${what} is shown again.`,
  warn: (what) => `The author of the ${what} is warned.`,
  dismiss: (what) => `The reports of the ${what} are dismissed.`,
};

type Act = (item: QueueItem, action: ModerationAction, text: string) => Promise<void>;

/** Hide or Restore, Warn and Dismiss for one reported target, each behind a dialog. */
function Actions({ item, act, open, focusAfter }: { item: QueueItem; act: Act; open: boolean; focusAfter: RefObject<HTMLElement | null> }) {
  const what = `${KIND_LABELS[item.target_kind].toLowerCase()} ${item.title ? `“${item.title}”` : item.target_id}`;
  const reason = { name: 'reason', label: 'Reason (for the audit log)', hint: `Optional. Up to ${MODERATION_LIMITS.reasonChars} characters.`, schema: moderationActionSchema, maxLength: MODERATION_LIMITS.reasonChars };
  if (item.gone) {
    return open ? (
      <ActionDialog
        triggerLabel="Dismiss"
        triggerAriaLabel={`Dismiss the reports of ${what}`}
        title="Dismiss these reports?"
        description="Its author deleted it since: nothing is left to hide. The reports leave the queue, recorded in the audit log."
        confirmLabel="Dismiss"
        pendingLabel="Dismissing…"
        field={reason}
        onConfirm={(text) => act(item, 'dismiss', text)}
        focusAfter={focusAfter}
      />
    ) : <span className="text-xs text-muted">Deleted by its author</span>;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {item.hidden ? (
        <ActionDialog
          triggerLabel="Restore"
          triggerAriaLabel={`Restore ${what}`}
          title="Show it again?"
          description={`Members see this ${KIND_LABELS[item.target_kind].toLowerCase()} again at once. The restoration is recorded in the audit log.`}
          confirmLabel="Restore"
          pendingLabel="Restoring…"
          field={reason}
          onConfirm={(text) => act(item, 'restore', text)}
          focusAfter={focusAfter}
        />
      ) : (
        <ActionDialog
          triggerLabel="Hide"
          triggerAriaLabel={`Hide ${what}`}
          title="Hide it from members?"
          description={`Only its author still sees this ${KIND_LABELS[item.target_kind].toLowerCase()}, marked as hidden by a moderator. Its open reports are resolved; the hiding is recorded in the audit log and can be undone.`}
          confirmLabel="Hide"
          pendingLabel="Hiding…"
          field={reason}
          onConfirm={(text) => act(item, 'hide', text)}
          focusAfter={focusAfter}
        />
      )}
      <ActionDialog
        triggerLabel="Warn"
        triggerAriaLabel={`Warn the author of ${what}`}
        title={`Warn ${item.author.name}?`}
        description="They receive your message as a community notification. Open reports are resolved; the warning is recorded in the audit log."
        confirmLabel="Send warning"
        pendingLabel="Sending…"
        field={{ name: 'message', label: 'Message to the member', hint: `Up to ${MODERATION_LIMITS.warningChars} characters.`, schema: warnInputSchema, maxLength: MODERATION_LIMITS.warningChars }}
        onConfirm={(text) => act(item, 'warn', text)}
        focusAfter={focusAfter}
      />
      {open ? (
        <ActionDialog
          triggerLabel="Dismiss"
          triggerAriaLabel={`Dismiss the reports of ${what}`}
          title="Dismiss these reports?"
          description="Nothing changes for the member; the reports leave the queue, recorded in the audit log."
          confirmLabel="Dismiss"
          pendingLabel="Dismissing…"
          field={reason}
          onConfirm={(text) => act(item, 'dismiss', text)}
          focusAfter={focusAfter}
        />
      ) : null}
    </div>
  );
}

/** The reported targets: what was written (as text, never markup), whose, why and since when, and what a moderator may do. */
function QueueTable({ items, caption, status, act, focusAfter }: { items: QueueItem[]; caption: string; status: QueueStatus; act: Act; focusAfter: RefObject<HTMLElement | null> }) {
  const columns: DataColumn<QueueItem>[] = [
    {
      header: 'Reported',
      rowHeader: true,
      className: 'max-w-md font-normal',
      cell: (i) => (
        <>
          <span className="label-caps block text-muted">{KIND_LABELS[i.target_kind]}</span>
          {i.link ? <Link to={i.link} className="font-medium text-ink underline-offset-4 hover:text-bronze hover:underline">{i.title || `#${i.target_id}`}</Link> : <span className="font-medium text-ink">{i.title || `#${i.target_id}`}</span>}
          {i.excerpt ? <span className="mt-1 block whitespace-pre-line break-words text-ink-soft" data-testid="excerpt">{i.excerpt}</span> : null}
          {i.hidden ? <Badge className="mt-2" tone="ink">Hidden</Badge> : null}
          {i.gone ? <Badge className="mt-2">Deleted by its author</Badge> : null}
        </>
      ),
    },
    { header: 'Author', className: 'text-ink-soft', cell: (i) => (i.author.handle ? <Link to={`/members/${i.author.handle}`} className="underline-offset-4 hover:underline">{i.author.name}</Link> : i.author.name) },
    {
      header: 'Reports',
      className: 'text-ink-soft',
      cell: (i) => (
        <>
          <span className="font-medium text-ink">{i.reports_count}</span>
          <span className="block text-xs">{i.reasons.map((r) => `${REPORT_REASON_LABELS[r.reason]}${r.count > 1 ? ` × ${r.count}` : ''}`).join(', ')}</span>
          {i.notes.length > 0 ? (
            <ul className="mt-1 list-disc pl-4 text-xs">
              {i.notes.map((n, k) => <li key={k} className="break-words">{n}</li>)}
            </ul>
          ) : null}
        </>
      ),
    },
    {
      header: status === 'open' ? 'First reported' : 'Resolved',
      className: 'whitespace-nowrap text-ink-soft',
      cell: (i) => status === 'open' ? formatDate(i.first_reported_at) : (
        <>
          {i.resolution ? RESOLUTION_LABELS[i.resolution] : '—'}
          {i.resolved_at ? <span className="block text-xs">{formatDate(i.resolved_at)}</span> : null}
        </>
      ),
    },
    { header: 'Actions', cell: (i) => <Actions item={i} act={act} open={status === 'open'} focusAfter={focusAfter} /> },
  ];
  return <DataTable caption={caption} columns={columns} rows={items} rowKey={(i) => `${i.target_kind}-${i.target_id}`} rowTestId="report-row" />;
}

/** /admin/community (admins): members' reports gathered by what they report, with Hide, Restore, Warn and Dismiss. */
export function AdminCommunityPage() {
  useDocumentTitle('Community moderation');
  const { values, page, hrefFor, setFilters } = useUrlFilters('/admin/community', { status: { fallback: 'open', allowed: QUEUE_STATUSES } });
  const status = values.status as QueueStatus;
  const query = useModerationQueue(status, page);
  const moderate = useModerate();
  const [done, setDone] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const act: Act = async (item, action, text) => {
    setDone('');
    const outcome = await moderate.mutateAsync({ action, kind: item.target_kind, id: item.target_id, text });
    const what = `${KIND_LABELS[item.target_kind].toLowerCase()}${item.title ? ` “${item.title}”` : ''}`;
    setDone(outcome.changed ? DONE[action](what) : `Nothing to do: the ${what} was already in that state.`);
  };

  return (
    <Container className="py-12 md:py-16">
      <AdminHeader
        title="Community"
        headingRef={headingRef}
        intro="Entries, comments and portfolios members reported, oldest first. Hiding keeps it for its author alone and can be undone; every action is recorded in the audit log."
      />
      <p role="status" className="mt-6 min-h-5 text-sm font-medium text-rise" data-testid="action-status">
        {done}
      </p>
      <div className="mt-2">
        <FilterBar
          key={values.status}
          label="Filter reports"
          fields={[{ kind: 'select', name: 'status', label: 'Reports', options: STATUS_OPTIONS }]}
          values={values}
          onApply={(next) => setFilters(next)}
        />
      </div>
      <AdminList
        query={query}
        noun={['reported item', 'reported items']}
        filtered={false}
        empty={status === 'open'
          ? { title: 'Nothing to review', text: 'Reports from members appear here as they arrive.' }
          : { title: 'Nothing resolved yet', text: 'Reports you hide, warn about or dismiss are listed here.' }}
        hrefFor={hrefFor}
        pagesLabel="Report pages"
        loadError="We could not load the reports"
      >
        {(items, count) => <QueueTable items={items} caption={`${STATUS_LABELS[status]}: ${count}`} status={status} act={act} focusAfter={headingRef} />}
      </AdminList>
    </Container>
  );
}
