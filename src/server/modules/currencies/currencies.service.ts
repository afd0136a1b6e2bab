import type { DbOrTx } from '../../db/client.js';
import type { CurrenciesRepo } from './currencies.repo.js';
import { DomainRuleError } from '../../platform/errors.js';
import {
  CURRENCY_CODES, CURRENCY_NAMES, isCurrencyCode, type CurrencyCode, type CurrencyRate,
} from '../../../shared/pricing/currency.js';

/** The rates table: what one US dollar buys in each currency Patina shows prices in. */
export function createCurrenciesService(deps: { repo: CurrenciesRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  function toRate(row: { code: string; perUsd: number; updatedAt: Date }): CurrencyRate | null {
    const code = row.code.trim();
    if (!isCurrencyCode(code) || !(row.perUsd > 0)) return null;
    return { code, name: CURRENCY_NAMES[code], per_usd: Number(row.perUsd), updated_at: row.updatedAt.toISOString() };
  }

  return {
    /** Every supported currency with a usable rate, in the order of CURRENCY_CODES. */
    async rates(): Promise<CurrencyRate[]> {
      const byCode = new Map<string, CurrencyRate>();
      for (const row of await repo.all()) {
        const rate = toRate(row);
        if (rate) byCode.set(rate.code, rate);
      }
      return CURRENCY_CODES.flatMap((c) => byCode.get(c) ?? []);
    },

    /** `also` joins the change's transaction (an admin's change is audited with it). */
    async setRate(code: CurrencyCode, perUsd: number, also?: (tx: DbOrTx) => Promise<void>): Promise<CurrencyRate> {
      if (code === 'USD' && perUsd !== 1) throw new DomainRuleError('Prices are kept in US dollars, so USD is always 1.', 'usd_is_base');
      return toRate(also ? await repo.upsertWith(code, perUsd, now(), also) : await repo.upsert(code, perUsd, now()))!;
    },
  };
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
