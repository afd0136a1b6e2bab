import { clsx } from 'clsx';
import type { PasswordStrength } from '../../../../shared/accounts/password-strength.js';

const LABELS = ['Too weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/**
 * The join form's strength indicator (SPEC §4): four bars and a word, with zxcvbn's advice.
 * The rule it shows is the server's: score 3 or more passes.
 */
export function PasswordStrengthMeter({ id, password, strength }: { id: string; password: string; strength: PasswordStrength | null }) {
  const score = strength?.score ?? 0;
  const label = !password ? 'Use at least 8 characters; a few unrelated words work well.' : strength ? LABELS[score] : 'Checking…';
  const advice = strength && !strength.acceptable ? (strength.warning ?? strength.suggestions[0] ?? (password.length < 8 ? 'Use at least 8 characters.' : null)) : null;
  return (
    <div id={id} data-testid="password-strength" className="flex flex-col gap-1.5">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={clsx(
              'h-1',
              password && strength && score >= bar ? (strength.acceptable ? 'bg-rise' : 'bg-fall') : 'bg-line',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-ink-soft" aria-live="polite">
        {password ? <span className="sr-only">Password strength: </span> : null}
        <span className={clsx(password && strength && (strength.acceptable ? 'text-rise' : 'text-fall'), 'font-medium')}>{label}</span>
        {advice ? <span> · {advice}</span> : null}
      </p>
    </div>
  );
}
