import { z } from 'zod';
import { CURRENCY_CODES, type CurrenciesResponse, type CurrencyRate } from './currency.js';

/** GET /api/currencies: units of each currency one US dollar buys (types in currency.ts). */
export const currencyRateSchema = z.object({
  code: z.enum(CURRENCY_CODES),
  name: z.string(),
  per_usd: z.number().positive(),
  updated_at: z.string(),
}) satisfies z.ZodType<CurrencyRate>;
export const currenciesResponseSchema = z.object({ base: z.literal('USD'), rates: z.array(currencyRateSchema) }) satisfies z.ZodType<CurrenciesResponse>;
