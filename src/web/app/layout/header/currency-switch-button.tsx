import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { useMoney } from '../../../lib/money.js';
import { CURRENCY_NAMES } from '../../../../shared/pricing/currency.js';

/** The currency switch's button: the menu's trigger, and drawn alone while the menu's code loads (#10 item 17). */
export const CurrencySwitchButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function CurrencySwitchButton(
  { className, ...props },
  ref,
) {
  const money = useMoney();
  return (
    <button
      ref={ref}
      type="button"
      data-testid="currency-switch"
      aria-label={`Currency ${money.chosen} (${CURRENCY_NAMES[money.chosen]}), change currency`}
      {...props}
      className={clsx('inline-flex h-9 items-center gap-1 px-1 text-xs font-medium tracking-wide text-ink-soft hover:text-bronze', className)}
    >
      {money.chosen}
      <ChevronDown aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
    </button>
  );
});
