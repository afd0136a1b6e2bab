import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useMoney } from '../../../lib/money.js';
import { CURRENCY_CODES, CURRENCY_NAMES, isCurrencyCode } from '../../../../shared/pricing/currency.js';
import { CurrencySwitchButton } from './currency-switch-button.js';

const itemClass =
  'relative flex min-h-9 cursor-pointer items-center gap-3 py-1.5 pl-9 pr-4 text-sm text-ink outline-none data-[highlighted]:bg-ivory-deep data-[highlighted]:text-bronze';

/**
 * The header's currency switch (issue #5): every price on the page is converted from USD
 * into the chosen currency. A member's choice is saved to their settings; a guest's stays in
 * this browser. 'More rounded prices' applies SPEC §9's rounding.
 */
export interface CurrencySwitchProps {
  className?: string;
  align?: 'start' | 'end';
  /** Open on first render (its button was clicked while the menu's code loaded). */
  defaultOpen?: boolean;
}

export function CurrencySwitch({ className, align = 'end', defaultOpen = false }: CurrencySwitchProps) {
  const money = useMoney();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <CurrencySwitchButton className={className} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          className="z-50 min-w-60 border border-line bg-ivory py-2 shadow-[0_12px_40px_-12px_rgba(20,17,13,0.25)]"
        >
          <DropdownMenu.Label className="label-caps px-4 pb-2 pt-1 text-muted">Show prices in</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={money.chosen} onValueChange={(v) => isCurrencyCode(v) && money.setCurrency(v)}>
            {CURRENCY_CODES.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} className={itemClass}>
                <DropdownMenu.ItemIndicator className="absolute left-3">
                  <Check aria-hidden="true" className="size-4" strokeWidth={1.5} />
                </DropdownMenu.ItemIndicator>
                <span className="w-9 font-medium">{code}</span>
                <span className="text-ink-soft">{CURRENCY_NAMES[code]}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          {money.currency !== money.chosen ? (
            <p role="status" className="px-4 pt-2 text-xs leading-5 text-muted">
              Exchange rates are loading or unavailable; prices show in US dollars until they arrive.
            </p>
          ) : null}
          <DropdownMenu.Separator className="my-2 h-px bg-line" />
          <DropdownMenu.CheckboxItem checked={money.rounded} onCheckedChange={(v) => money.setRounded(v === true)} className={itemClass}>
            <DropdownMenu.ItemIndicator className="absolute left-3">
              <Check aria-hidden="true" className="size-4" strokeWidth={1.5} />
            </DropdownMenu.ItemIndicator>
            More rounded prices
          </DropdownMenu.CheckboxItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
