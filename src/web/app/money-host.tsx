import { useCallback, type ReactNode } from 'react';
import { useUpdateProfile, useViewer } from '../features/accounts/index.js';
import { MoneyProvider } from '../lib/money.js';
import type { CurrencyCode } from '../../shared/pricing/currency.js';

/**
 * Connects the money context to the account: a member's currency is their saved setting
 * (shown at once while it saves); a guest's is kept in the browser by the provider.
 */
export function MoneyHost({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  const update = useUpdateProfile();
  const { mutate } = update;
  const saving = update.isPending ? update.variables.preferredCurrency : undefined;
  const memberCurrency = viewer ? (saving ?? viewer.preferredCurrency) : null;
  const save = useCallback((currency: CurrencyCode) => mutate({ preferredCurrency: currency }), [mutate]);
  return (
    <MoneyProvider memberCurrency={memberCurrency} onMemberCurrencyChange={save}>
      {children}
    </MoneyProvider>
  );
}
