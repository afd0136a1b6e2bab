import { useRef, useState } from 'react';
import { grantEditorSchema } from '../../../../shared/journal/contracts.js';
import { ApiError } from '../../../lib/api-client.js';
import { ActionDialog } from '../../../ui/action-dialog.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { useGrantEditor, useJournalEditors, useRevokeEditor } from '../api/journal-editors.js';

/**
 * /admin/journal's "Editors" (administrators only: an editor who is not one sees nothing): the
 * members made editors, each with "Remove as editor" behind a confirmation, and a form that
 * makes a member an editor by their email. Every change is in the audit log; the result is
 * said in a status line.
 */
export function JournalEditors() {
  const editors = useJournalEditors();
  const grant = useGrantEditor();
  const revoke = useRevokeEditor();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Only administrators make editors: anyone else is refused, and the section is not for them.
  if (editors.isError && editors.error instanceof ApiError && (editors.error.status === 403 || editors.error.status === 401)) return null;

  async function onGrant() {
    setStatus('');
    const checked = grantEditorSchema.safeParse({ email: email.trim() });
    if (!checked.success) {
      setError('Please enter the member’s email address, as in name@example.com.');
      return;
    }
    setError(null);
    try {
      const made = await grant.mutateAsync(checked.data.email);
      setEmail('');
      setStatus(`${made.name || made.email} (${made.email}) is now a Journal editor.`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The member could not be made an editor. Please try again.');
    }
  }

  return (
    <section aria-labelledby="journal-editors" className="flex flex-col gap-5 border-t border-line pt-8">
      <h2 id="journal-editors" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-medium">Editors</h2>
      <p className="max-w-2xl text-sm text-ink-soft">
        Editors write, schedule and publish in the Journal. Administrators are editors by their role; these members were made editors.
      </p>
      <p role="status" className="min-h-5 text-sm font-medium text-rise" data-testid="editors-status">{status}</p>
      {editors.isPending ? <p aria-busy="true" className="text-sm text-muted">Loading the editors…</p> : editors.isError ? (
        <p role="alert" className="text-sm text-fall">{editors.error.message}</p>
      ) : editors.data.editors.length === 0 ? (
        <p className="text-sm text-ink-soft">No member is an editor yet.</p>
      ) : (
        <ul aria-label="Members who are editors" className="flex flex-col divide-y divide-line border-y border-line">
          {editors.data.editors.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="min-w-0">
                <span className="block font-medium">{e.name || e.email}</span>
                <span className="block break-all text-sm text-muted">{e.email}</span>
              </span>
              <ActionDialog
                triggerLabel="Remove as editor"
                triggerAriaLabel={`Remove as editor: ${e.email}`}
                title={`Remove ${e.name || e.email} as an editor?`}
                description={`${e.email} can no longer write, schedule or publish in the Journal, from their next request. What they wrote stays. The change is recorded in the audit log.`}
                confirmLabel="Remove as editor"
                pendingLabel="Removing…"
                focusAfter={headingRef}
                onConfirm={async () => {
                  setStatus('');
                  await revoke.mutateAsync(e.id);
                  setStatus(`${e.name || e.email} (${e.email}) is no longer a Journal editor.`);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        aria-labelledby="journal-make-editor"
        className="flex max-w-xl flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void onGrant();
        }}
      >
        <h3 id="journal-make-editor" className="label-caps text-muted">Make a member an editor</h3>
        <TextField label="Member’s email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={error} maxLength={254} />
        <Button type="submit" variant="secondary" disabled={grant.isPending} className="self-start">
          {grant.isPending ? 'Making them an editor…' : 'Make editor'}
        </Button>
      </form>
    </section>
  );
}
