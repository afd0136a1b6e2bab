import { useId } from 'react';
import { clsx } from 'clsx';
import { HISTORY_RANGES, RANGE_LABELS, RANGE_NAMES, type HistoryRange } from '../../../../shared/pricing/history.js';

/**
 * The chart's range as a row of radio buttons: one tab stop, arrow keys move between ranges
 * (native radios do that), and each is named '1M, last month' so it is heard in words while
 * voice control can still say what is written.
 */
export function RangeControl({
  value, onChange, label, disabled,
}: { value: HistoryRange; onChange: (range: HistoryRange) => void; label: string; disabled?: boolean }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex border border-line-strong">
      {HISTORY_RANGES.map((range) => {
        const checked = range === value;
        return (
          <label
            key={range}
            data-testid={`range-${range}`}
            data-state={checked ? 'on' : 'off'}
            className={clsx(
              'relative inline-flex h-9 min-w-11 cursor-pointer items-center justify-center px-3 text-xs font-medium uppercase tracking-[0.08em] transition-colors',
              'has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-bronze',
              checked ? 'bg-ink text-ivory' : 'text-ink-soft hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={range}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(range)}
              className="sr-only"
            />
            {RANGE_LABELS[range]}
            <span className="sr-only">, {RANGE_NAMES[range].toLowerCase()}</span>
          </label>
        );
      })}
    </div>
  );
}
