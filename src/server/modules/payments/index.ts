import { createHmac } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import type { LedgerService } from '../ledger/index.js';
import { createBankTransferProvider } from './bank-transfer.js';
import { defineWebhookDelivery } from './payments.jobs.js';
import { createCardTokenStore, createPaymentsRepo, type PaymentRow } from './payments.repo.js';
import { SIMULATED_WEBHOOK_PATH } from './payments.routes.js';
import { createPaymentsService, type PaymentsService } from './payments.service.js';
import { createSimulatedProcessor, type SimulatedProcessor } from './simulated-processor.js';

export { paymentsRoutes, SIMULATED_WEBHOOK_PATH } from './payments.routes.js';
export { createPaymentsService, toPaymentDto, type PaymentDto, type PaymentsService } from './payments.service.js';
export { createPaymentsRepo, type PaymentRow, type PaymentsRepo } from './payments.repo.js';
export type { PaymentProvider } from './provider.js';
export type { CardTokenStore, SimulatedProcessor } from './simulated-processor.js';
export { WEBHOOK_DELIVERY_JOB } from './payments.jobs.js';

/** The webhook secret, derived from the app's secret: nothing more to configure offline. */
export const simulatedWebhookSecret = (authSecret: string) => createHmac('sha256', authSecret).update('patina:payments:simulated-webhooks').digest('hex');

/** The payments module wired: the simulated processor delivers its webhooks to this app. */
export function createPayments(deps: {
  db: Db; jobs: JobRunner; ledger: Pick<LedgerService, 'holdPayment'>; authSecret: string; publicUrl: string; now: () => Date;
  onCaptured?: (tx: Tx, payment: PaymentRow) => Promise<void>;
}) {
  const secret = simulatedWebhookSecret(deps.authSecret);
  const deliver = defineWebhookDelivery(deps.jobs, { url: () => `${deps.publicUrl}${SIMULATED_WEBHOOK_PATH}`, secret, now: deps.now });
  const card = createSimulatedProcessor({ secret, now: deps.now, deliver, tokens: createCardTokenStore(deps.db) });
  const payments = createPaymentsService({ repo: createPaymentsRepo(deps.db), ledger: deps.ledger, card, bankTransfer: createBankTransferProvider(), ...(deps.onCaptured ? { onCaptured: deps.onCaptured } : {}) });
  return { payments, card };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments and the ledger, for the workflows that pay and settle orders (and tests). */
    payments: {
      service: PaymentsService;
      card: SimulatedProcessor;
      ledger: LedgerService;
    };
  }
}
