import { PREFERRED_CURRENCIES, type PreferredCurrency } from '../../../../shared/pricing/currency-codes.js';
import { CURRENCY_NAMES } from '../../../../shared/pricing/currency.js';
import { Select } from '../../../ui/select.js';
import type { Viewer } from '../api/get-viewer.js';
import { useUpdateProfile } from '../api/update-profile.js';
import { FormError } from './form-message.js';
import { SettingsSection } from './settings-section.js';

/** The currency prices are shown in; saved as soon as it is chosen. */
export function CurrencySettings({ viewer }: { viewer: Viewer }) {
  const update = useUpdateProfile();
  const shown = update.isPending && update.variables.preferredCurrency ? update.variables.preferredCurrency : viewer.preferredCurrency;
  return (
    <SettingsSection id="settings-currency" title="Currency" description="Prices are kept in US dollars and shown converted to your currency.">
      <div className="flex flex-col gap-3">
        <Select
          label="Preferred currency"
          value={shown}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ preferredCurrency: e.target.value as PreferredCurrency })}
        >
          {PREFERRED_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c} · {CURRENCY_NAMES[c]}
            </option>
          ))}
        </Select>
        <p aria-live="polite" className="text-xs text-muted" data-testid="currency-status">
          {update.isPending ? 'Saving…' : update.isSuccess ? `Saved: prices will show in ${viewer.preferredCurrency}.` : ''}
        </p>
        {update.isError ? <FormError testId="currency-error">{update.error.message}</FormError> : null}
      </div>
    </SettingsSection>
  );
}
