import { useId, useState } from 'react';
import { clsx } from 'clsx';
import type { ClubSettings } from '../../../../shared/membership/contracts.js';
import { useUpdateClubSettings } from '../api/update-club-settings.js';

/**
 * The rule an admin may switch on (issue #17): approve an application as soon as it is
 * submitted when email, phone and document are verified and no duplicate signal fires. A
 * native checkbox with the switch role: keyboard and screen readers know it as it is.
 */
export function AutoApproveSwitch({ settings }: { settings: ClubSettings }) {
  const update = useUpdateClubSettings();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const on = settings.autoApprove;

  const toggle = () => {
    // One change at a time: a second click while the first is on its way would race it.
    if (update.isPending) return;
    const next = !on;
    setFailure(null);
    setStatus('');
    update.mutate(
      { ...settings, autoApprove: next },
      {
        onSuccess: () => setStatus(next ? 'Automatic approval is on.' : 'Automatic approval is off.'),
        onError: (error) => setFailure(`Automatic approval is still ${on ? 'on' : 'off'}: ${error.message}`),
      },
    );
  };

  return (
    <div className="border border-line p-5">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        onChange={toggle}
        aria-describedby={`${id}-what`}
        className="peer sr-only"
      />
      {/* One label holds the drawn switch and the words, so the control has one clear name. */}
      <label
        htmlFor={id}
        className="flex cursor-pointer items-start gap-4 outline-offset-4 peer-focus-visible:outline-2 peer-focus-visible:outline-bronze"
      >
        <span
          aria-hidden="true"
          className={clsx(
            'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center border transition-colors',
            on ? 'border-ink bg-ink' : 'border-line-strong bg-ivory-deep',
          )}
        >
          <span className={clsx('block size-4 bg-ivory shadow transition-transform', on ? 'translate-x-6' : 'translate-x-1')} />
        </span>
        <span className="text-sm font-medium text-ink">Approve applications automatically</span>
      </label>
      <p id={`${id}-what`} className="mt-2 pl-15 text-sm leading-6 text-ink-soft">
        When on, an application is approved the moment it is submitted if the applicant’s email and phone are verified, an
        identity document is present and no other account shares their details. Anything else waits for a reviewer. Each
        automatic approval is recorded in the audit log.
      </p>
      <p role="status" className="mt-3 min-h-4 text-xs text-rise">
        {status}
      </p>
      {failure ? (
        <p role="alert" className="mt-3 border-l-2 border-fall bg-ivory-deep px-3 py-2 text-sm text-ink">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
