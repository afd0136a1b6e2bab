import { useState } from 'react';
import { formatDateTime } from '../../../../shared/dates.js';
import type { JournalRevision } from '../../../../shared/journal/contracts.js';
import { ActionDialog } from '../../../ui/action-dialog.js';
import { useArticleRevisions } from '../api/journal-revisions.js';

/**
 * The article's revisions on its writing page, newest first: who wrote each (an editor, or the
 * generator from the data) and when; any but the newest can be restored, after a confirmation
 * (ui/action-dialog: focus trapped). `onRestore` does it and rejects with the reason to show.
 */
export function ArticleRevisions({ articleId, onRestore }: { articleId: string; onRestore: (revision: JournalRevision) => Promise<{ revision: number }> }) {
  const revisions = useArticleRevisions(articleId);
  const [status, setStatus] = useState('');
  return (
    <section aria-labelledby="journal-revisions" className="flex flex-col gap-3 border border-line p-5">
      <h2 id="journal-revisions" className="label-caps text-muted">Revisions</h2>
      <p role="status" className="min-h-5 text-sm font-medium text-rise" data-testid="revisions-status">{status}</p>
      {revisions.isPending ? <p aria-busy="true" className="text-sm text-muted">Loading the revisions…</p> : revisions.isError ? (
        <p role="alert" className="text-sm text-fall">{revisions.error.message}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {revisions.data.revisions.map((r, i) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm" data-testid="revision">
              <span className="min-w-0">
                <span className="font-medium">Revision {r.revision}</span>
                {' · '}{r.source === 'generator' ? 'written from the data' : 'saved by an editor'}
                {' · '}<time dateTime={r.at}>{formatDateTime(r.at)}</time>
                <span className="block truncate text-ink-soft">{r.title}</span>
              </span>
              {i === 0 ? <span className="text-xs text-muted">The text you are editing</span> : (
                <ActionDialog
                  triggerLabel="Restore this version"
                  triggerAriaLabel={`Restore this version: revision ${r.revision}`}
                  triggerVariant="ghost"
                  title={`Restore revision ${r.revision}?`}
                  description={`Its title (“${r.title}”), standfirst and body replace the text you are editing, as a new revision. The text you are editing stays in this list, so you can come back to it.`}
                  confirmLabel="Restore"
                  pendingLabel="Restoring…"
                  onConfirm={async () => {
                    setStatus('');
                    const restored = await onRestore(r);
                    setStatus(`Revision ${r.revision} is restored: it is now revision ${restored.revision}, the text you are editing.`);
                  }}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
