import { z } from 'zod';
import { hasControlCharacterInText } from '../text/control-characters.js';
import { ibanMessage, ibanProblem, MAX_IBAN_INPUT, normalizeIban } from './iban.js';
import { payoutMachine } from './payouts.machine.js';

/**
 * Seller payouts (issue 13): the API's shapes, shared by server and web.
 *
 *   GET    /api/selling/payouts/account          { account: PayoutAccount | null }
 *   PUT    /api/selling/payouts/account          { holderName, iban } -> PayoutAccount (replaces the one on file)
 *   DELETE /api/selling/payouts/account          204
 *   GET    /api/selling/payouts/requests         { payouts: Payout[] } newest first
 *   POST   /api/selling/payouts/requests         { currency, amount?, idempotencyKey } -> 201 Payout (200: the same key again)
 *   GET    /api/selling/payouts/requests/:id     Payout (another seller's: 404)
 *   GET    /api/admin/payouts?state=             { payouts: AdminPayout[] }
 *   POST   /api/admin/payouts/:id/sent | paid    AdminPayout
 *   POST   /api/admin/payouts/:id/failed         { reason } -> AdminPayout
 *   GET    /api/admin/payouts/:id/bank-details   PayoutBankDetails (audited, no-store)
 *
 * Amounts are integer minor units of `currency`. An IBAN is answered only as its last four
 * characters ('•••• 1234'), except to an admin who asks for one payout's bank details to make
 * the transfer: that reveal is written to the audit log.
 */
export const PAYOUT_STATES = payoutMachine.states;

const noControl = (s: string) => !hasControlCharacterInText(s) && !/[\t\r\n]/.test(s);

export const payoutAccountInputSchema = z.object({
  holderName: z.string().trim().min(2, 'must be at least 2 characters').max(70, 'must be at most 70 characters (the bank’s limit)')
    .refine(noControl, 'must be one line of text'),
  iban: z.string().max(MAX_IBAN_INPUT, `must be at most ${MAX_IBAN_INPUT} characters`).refine(noControl, 'must be one line of text')
    .transform((raw, ctx) => {
      const iban = normalizeIban(raw);
      const problem = ibanProblem(iban);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: ibanMessage(iban, problem) });
        return z.NEVER;
      }
      return iban;
    }),
});
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;

export const payoutAccountSchema = z.object({
  holderName: z.string(),
  /** '•••• 1234'. */
  iban: z.string(),
  country: z.string(),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountAnswerSchema = z.object({ account: payoutAccountSchema.nullable() });

export const requestPayoutSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as EUR'),
  /** Minor units; the whole available balance of `currency` when left out. */
  amount: z.number().int('must be a whole number of minor units').positive('must be above 0').max(Number.MAX_SAFE_INTEGER, 'is too large').optional(),
  idempotencyKey: z.string().trim().min(8, 'must be at least 8 characters').max(200),
});
export type RequestPayoutInput = z.infer<typeof requestPayoutSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  state: z.enum(PAYOUT_STATES),
  amount: z.number().int(),
  currency: z.string(),
  /** Where it goes: the holder and '•••• 1234', as they were when asked. */
  holderName: z.string(),
  iban: z.string(),
  failureReason: z.string().nullable(),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.object({ payouts: z.array(payoutSchema) });
export type PayoutList = z.infer<typeof payoutListSchema>;

export const adminPayoutSchema = payoutSchema.extend({ sellerId: z.string() });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutListSchema = z.object({ payouts: z.array(adminPayoutSchema) });
export type AdminPayoutList = z.infer<typeof adminPayoutListSchema>;
export const adminPayoutsQuerySchema = z.object({ state: z.enum(PAYOUT_STATES).optional() });
/** Where one payout goes, in full: the copy taken when it was asked for. */
export const payoutBankDetailsSchema = z.object({
  holderName: z.string(),
  /** Whole, in groups of 4: 'DE89 3704 0044 0532 0130 00'. */
  iban: z.string(),
});
export type PayoutBankDetails = z.infer<typeof payoutBankDetailsSchema>;
export const failPayoutSchema = z.object({
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500).refine((s) => !hasControlCharacterInText(s), 'must be plain text'),
});
