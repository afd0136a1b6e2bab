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

/**
 * What a payment's news does to its order, in the payment's transaction: the orders side of
 * the capture-payment workflow (src/server/workflows/capture-payment.ts). Payments is made
 * before orders (orders pay through it), so the workflow is handed over once orders exist
 * (`settleWith`), before the app serves anything.
 */
export interface PaymentOutcomes {
  captured(tx: Tx, payment: PaymentRow): Promise<CaptureOutcome>;
  failed(tx: Tx, payment: PaymentRow): Promise<void>;
  processorRefunded(tx: Tx, payment: PaymentRow, amount: number, key: string): Promise<{ summary: string; repaired: boolean; evidence?: Record<string, unknown> }>;
  /** True while the order waits for its payment (the reconciliation captures or voids a forgotten authorisation by it). */
  payable(orderId: string, tx: Tx): Promise<boolean>;
  /** A new problem in the admins' queue. */
  issue(tx: Tx, issue: PaymentIssueInput): Promise<void>;
}

/** The payments module wired: the simulated processor delivers its webhooks to this app. */
export function createPayments(deps: {
  db: Db; jobs: JobRunner; ledger: Pick<LedgerService, 'holdPayment' | 'holdUnapplied' | 'refundPaid' | 'processorFlows'>; authSecret: string; publicUrl: string; now: () => Date;
  faults?: { ignoreProcessorRefunds?: boolean };
  log?: { warn(obj: object, msg: string): void };
}) {
  const secret = simulatedWebhookSecret(deps.authSecret);
  const deliver = defineWebhookDelivery(deps.jobs, { url: () => `${deps.publicUrl}${SIMULATED_WEBHOOK_PATH}`, secret, now: deps.now });
  const card = createSimulatedProcessor({ secret, now: deps.now, deliver, tokens: createCardTokenStore(deps.db), charges: createChargeStore(deps.db) });
  const repo = createPaymentsRepo(deps.db);
  let outcomes: PaymentOutcomes | null = null;
  const settled = (): PaymentOutcomes => {
    if (!outcomes) throw new Error('Payments has no workflow for its news yet: call settleWith(capturePayment) when the app is built.');
    return outcomes;
  };
  let payments: PaymentsService | null = null;
  const refundLater = defineRefundUnapplied(deps.jobs, (paymentId) => payments!.refundUnapplied(paymentId));
  payments = createPaymentsService({
    repo, ledger: deps.ledger, card, bankTransfer: createBankTransferProvider(), refundLater, now: deps.now,
    onCaptured: (tx, p) => settled().captured(tx, p), onFailed: (tx, p) => settled().failed(tx, p),
    onProcessorRefund: (tx, p, amount, key) => settled().processorRefunded(tx, p, amount, key), onIssue: (tx, issue) => settled().issue(tx, issue),
    ...(deps.faults ? { faults: deps.faults } : {}),
  });
  const reconciler: Reconciler = createReconciler({ repo, card, payments, ledger: deps.ledger, now: deps.now, payable: (id, tx) => settled().payable(id, tx) });
  const reconcile = defineReconcileJob(deps.jobs, { reconciler: () => reconciler, now: deps.now, ...(deps.log ? { log: deps.log } : {}) });
  return {
    payments, card, reconciler, reconcile,
    /** Hands the capture-payment workflow over (once). */
    settleWith(workflow: PaymentOutcomes): void {
      if (outcomes) throw new Error('Payments already settles its news with a workflow.');
      outcomes = workflow;
    },
  };
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
