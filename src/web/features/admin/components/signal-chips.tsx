import { clsx } from 'clsx';
import type { RiskSignals } from '../../../../shared/membership/contracts.js';
import { countryName, DUPLICATE_FIELD_LABELS } from '../format.js';

type Tone = 'good' | 'bad' | 'warn' | 'plain';

const tones: Record<Tone, string> = {
  good: 'border-rise/40 text-rise',
  bad: 'border-fall/40 text-fall',
  warn: 'border-fall bg-fall/5 text-fall',
  plain: 'border-line-strong text-ink-soft',
};
const marks: Record<Tone, string | null> = { good: '✓', bad: '✗', warn: '⚠', plain: null };

function Chip({ tone, children }: { tone: Tone; children: string }) {
  const mark = marks[tone];
  return (
    <li className={clsx('inline-flex items-center gap-1 border px-2 py-0.5 text-xs leading-5', tones[tone])}>
      {mark ? <span aria-hidden="true">{mark}</span> : null}
      {children}
    </li>
  );
}

/**
 * What a reviewer weighs, one chip each: the three checks, every duplicate with the field it
 * shares and the other account's email, the country and the age. The marks are decoration;
 * the words carry the meaning for screen readers.
 */
export function SignalChips({ signals, label }: { signals: RiskSignals; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      <Chip tone={signals.emailVerified ? 'good' : 'bad'}>{signals.emailVerified ? 'Email verified' : 'Email not verified'}</Chip>
      <Chip tone={signals.phoneVerified ? 'good' : 'bad'}>{signals.phoneVerified ? 'Phone verified' : 'Phone not verified'}</Chip>
      <Chip tone={signals.documentPresent ? 'good' : 'bad'}>{signals.documentPresent ? 'Document' : 'No document'}</Chip>
      {signals.duplicates.map((d) => (
        <Chip key={`${d.field}:${d.userId}`} tone="warn">{`${DUPLICATE_FIELD_LABELS[d.field]} ${d.email}`}</Chip>
      ))}
      {signals.country ? <Chip tone="plain">{countryName(signals.country)}</Chip> : null}
      {signals.age !== null ? <Chip tone="plain">{`Age ${signals.age}`}</Chip> : null}
    </ul>
  );
}
