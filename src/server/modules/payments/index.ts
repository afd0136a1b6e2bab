import { createHmac } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import type { LedgerService } from '../ledger/index.js';
import { createBankTransferProvider } from './bank-transfer.js';
import { defineRefundUnapplied, defineWebhookDelivery } from './payments.jobs.js';
import { createReconciler, defineReconcileJob, type Reconciler } from './payments.reconcile.js';
import { createCardTokenStore, createChargeStore, createPaymentsRepo, type PaymentRow } from './payments.repo.js';
import { SIMULATED_WEBHOOK_PATH } from './payments.routes.js';
import { createPaymentsService, type CaptureOutcome, type PaymentIssueInput, type PaymentsService } from './payments.service.js';
import { createSimulatedProcessor, type SimulatedProcessor } from './simulated-processor.js';

export { paymentsRoutes, SIMULATED_WEBHOOK_PATH } from './payments.routes.js';
export {
  createPaymentsService, toPaymentDto, type CaptureOutcome, type PaymentDto, type PaymentIssueDto, type PaymentIssueInput, type PaymentsService,
} from './payments.service.js';
export { createChargeStore, createPaymentsRepo, type PaymentRow, type PaymentsRepo } from './payments.repo.js';
export { RECONCILE_JOB, type ReconcileReport, type Reconciler } from './payments.reconcile.js';
export { REFUND_UNAPPLIED_JOB } from './payments.jobs.js';
export type { PaymentProvider } from './provider.js';
export type { CardTokenStore, SimulatedProcessor } from './simulated-processor.js';
export { WEBHOOK_DELIVERY_JOB } from './payments.jobs.js';

/** The webhook secret, derived from the app's secret: nothing more to configure offline. */
export const simulatedWebhookSecret = (authSecret: string) => createHmac('sha256', authSecret).update('patina:payments:simulated-webhooks').digest('hex');

/** The payments module wired: the simulated processor delivers its webhooks to this app. */
export function createPayments(deps: {
  db: Db; jobs: JobRunner; ledger: Pick<LedgerService, 'holdPayment' | 'holdUnapplied' | 'refundPaid' | 'processorFlows'>; authSecret: string; publicUrl: string; now: () => Date;
  onCaptured?: (tx: Tx, payment: PaymentRow) => Promise<CaptureOutcome | void>;
  onFailed?: (tx: Tx, payment: PaymentRow) => Promise<void>;
  onProcessorRefund?: (tx: Tx, payment: PaymentRow, amount: number, key: string) => Promise<{ summary: string; repaired: boolean; evidence?: Record<string, unknown> }>;
  onIssue?: (tx: Tx, issue: PaymentIssueInput) => Promise<void>;
  /** True while the order waits for its payment (the reconciliation captures or voids a forgotten authorisation by it). */
  payable?: (orderId: string, tx: Tx) => Promise<boolean>;
  faults?: { ignoreProcessorRefunds?: boolean };
  log?: { warn(obj: object, msg: string): void };
}) {
  const secret = simulatedWebhookSecret(deps.authSecret);
  const deliver = defineWebhookDelivery(deps.jobs, { url: () => `${deps.publicUrl}${SIMULATED_WEBHOOK_PATH}`, secret, now: deps.now });
  const card = createSimulatedProcessor({ secret, now: deps.now, deliver, tokens: createCardTokenStore(deps.db), charges: createChargeStore(deps.db) });
  const repo = createPaymentsRepo(deps.db);
  let payments: PaymentsService | null = null;
  const refundLater = defineRefundUnapplied(deps.jobs, (paymentId) => payments!.refundUnapplied(paymentId));
  payments = createPaymentsService({
    repo, ledger: deps.ledger, card, bankTransfer: createBankTransferProvider(), refundLater, now: deps.now,
    ...(deps.onCaptured ? { onCaptured: deps.onCaptured } : {}), ...(deps.onFailed ? { onFailed: deps.onFailed } : {}),
    ...(deps.onProcessorRefund ? { onProcessorRefund: deps.onProcessorRefund } : {}), ...(deps.onIssue ? { onIssue: deps.onIssue } : {}),
    ...(deps.faults ? { faults: deps.faults } : {}),
  });
  const reconciler: Reconciler = createReconciler({
    repo, card, payments, ledger: deps.ledger, now: deps.now,
    payable: deps.payable ?? (async () => false),
  });
  const reconcile = defineReconcileJob(deps.jobs, { reconciler: () => reconciler, now: deps.now, ...(deps.log ? { log: deps.log } : {}) });
  return { payments, card, reconciler, reconcile };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments and the ledger, for the workflows that pay and settle orders (and tests). */
    payments: {
      service: PaymentsService;
      card: SimulatedProcessor;
      ledger: LedgerService;
      reconciler: Reconciler;
    };
  }
}
