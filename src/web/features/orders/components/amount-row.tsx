import { clsx } from 'clsx';

/** One line of an order's amounts: a label and an exact amount; `strong` for a total. */
export function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={clsx('flex justify-between gap-4', strong && 'mt-2 border-t border-line pt-3 text-base font-medium')}>
      <dt className={strong ? 'text-ink' : 'text-ink-soft'}>{label}</dt>
      <dd className="tabular-nums text-ink">{value}</dd>
    </div>
  );
}
