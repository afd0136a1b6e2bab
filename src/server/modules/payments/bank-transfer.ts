import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.js';

/**
 * Bank transfer (issue 13): nothing is authorised or captured by a machine; the payer quotes
 * a reference on their transfer and an admin confirms receipt (the payments service's
 * `confirmBankTransfer`). No webhooks: a delivery to it is always refused.
 */
export function createBankTransferProvider(): PaymentProvider {
  const fail = (code: string, message: string) => ({ status: 'failed' as const, failure: { code, message } });
  return {
    name: 'bank_transfer',
    async authorise() {
      return { status: 'pending', ref: `PAT-${randomBytes(5).toString('hex').toUpperCase()}` };
    },
    async capture() {
      return { status: 'pending' };
    },
    async void() {
      return fail('not_voidable', 'A bank transfer is not voided: it is refunded by transfer.');
    },
    async refund() {
      return { status: 'pending' };
    },
    async status() {
      return 'pending';
    },
    // The bank's side is read by a person (the admin who confirms receipt): nothing to reconcile by machine.
    async retrieve() {
      return null;
    },
    async findByReference() {
      return [];
    },
    async changedSince() {
      return [];
    },
    verifyWebhook() {
      return { ok: false, reason: 'no_webhooks' };
    },
  };
}
