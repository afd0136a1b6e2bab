import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { formatAmount } from '../../../shared/orders/display.js';
import type { JobKind, JobRunner } from '../../platform/jobs/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { PaymentRow, PaymentsRepo } from './payments.repo.js';
import type { PaymentsService } from './payments.service.js';
import type { ChargeRecord, PaymentProvider } from './provider.js';

/**
 * The reconciliation (issue 34, item 4): trusted payment systems do not rely on every path
 * being right. It compares what the processor says it captured and refunded with Patina's
 * payments and with the ledger's flows to and from the processor, and repairs what a machine
 * can — a capture or refund whose webhook was lost is applied (the order and the ledger follow
 * it as the webhook would have made them), a charge for an order that can no longer take it is
 * voided or refunded, a payment's record is corrected from the processor's — and puts the
 * rest in the admins' queue with the evidence. Every instance schedules it; one runs each slot.
 */
export const RECONCILE_JOB = 'payments.reconcile';
/** Every 10 minutes, over what changed in the last 7 days. */
export const RECONCILE_EVERY_MS = 10 * 60_000;
const WINDOW_MS = 7 * 24 * 3600_000;
/** A payment younger than this may still be on its way (a capture in flight): looked at next time. */
const SETTLE_MS = 2 * 60_000;
/** An attempt that reached no decision in this long was abandoned (a crash between the calls). */
const STALE_MS = 15 * 60_000;
/** Rows read at a time; the whole window is read, page by page. */
const PAGE = 1_000;

export interface ReconcileReport {
  /** Payments and charges looked at. */
  checked: number;
  /** Repairs made: each is a line of `findings`. */
  repaired: number;
  /** Problems put in the admins' queue. */
  flagged: number;
  findings: { paymentId: string | null; ref: string | null; what: string }[];
}

export function createReconciler(deps: {
  repo: PaymentsRepo;
  card: PaymentProvider;
  payments: Pick<PaymentsService, 'internals'>;
  ledger: Pick<LedgerService, 'processorFlows'>;
  /** True while the order waits for its payment (it can still take a capture). */
  payable: (orderId: string, tx: Tx) => Promise<boolean>;
  now: () => Date;
}) {
  const { repo, card, now } = deps;
  const { move, applyRefund, followOwnRefund, recordIssue, requestRefund } = deps.payments.internals;

  async function check(payment: PaymentRow | null, charge: ChargeRecord | null, report: ReconcileReport): Promise<void> {
    const repaired = (what: string) => {
      report.repaired += 1;
      report.findings.push({ paymentId: payment?.id ?? null, ref: charge?.ref ?? null, what });
    };
    const flag = async (tx: Tx, key: string, summary: string, evidence: Record<string, unknown>) => {
      if (await recordIssue(tx, { key: `mismatch:${key}`, kind: 'mismatch', paymentId: payment?.id ?? null, orderId: payment?.orderId ?? null, summary, evidence, repaired: false })) {
        report.flagged += 1;
        report.findings.push({ paymentId: payment?.id ?? null, ref: charge?.ref ?? null, what: summary });
      }
    };

    // A charge Patina has no payment for (its row lost): the buyer's money goes back.
    if (!payment) {
      if (!charge || charge.status === 'failed' || charge.status === 'voided' || charge.status === 'refunded') return;
      if (charge.status === 'authorised') await card.void(charge.ref, `orphan:${charge.ref}:void`);
      else if (charge.amount > charge.refunded) await card.refund(charge.ref, charge.amount - charge.refunded, `orphan:${charge.ref}:refund`);
      await repo.transaction((tx) => recordIssue(tx, {
        key: `orphan_charge:${charge.ref}`, kind: 'orphan_charge', paymentId: null, orderId: null, repaired: true,
        summary: `The processor held ${formatAmount(charge.amount, charge.currency)} (${charge.status}) under '${charge.reference}', which is no payment of Patina's: ${charge.status === 'authorised' ? 'voided' : 'refunded'}.`,
        evidence: { ...charge },
      }));
      repaired(`orphan charge ${charge.status === 'authorised' ? 'voided' : 'refunded'}`);
      return;
    }
    const age = now().getTime() - payment.updatedAt.getTime();
    if (age < SETTLE_MS) return;

    // Patina never learnt how the attempt ended.
    if (payment.status === 'created' || payment.status === 'authorised') {
      if (!charge) {
        if (payment.status === 'created' && age >= STALE_MS) {
          await repo.transaction((tx) => move(payment.id, 'void', { failureCode: 'abandoned', failureMessage: 'The payment was not completed.' }, tx));
          repaired('an attempt that never reached the processor given up');
        } else if (payment.status === 'authorised') {
          await repo.transaction((tx) => flag(tx, `missing:${payment.id}`, `Payment ${payment.id} is authorised at Patina, but the processor has no charge for it.`, { payment: payment.id, providerRef: payment.providerRef }));
        }
        return;
      }
      if (charge.status === 'authorised') {
        if (age < STALE_MS) return;
        // The capture was never asked (a crash between the calls): taken if the order still waits, else given back.
        const stillPayable = await repo.transaction((tx) => deps.payable(payment.orderId, tx));
        if (stillPayable) {
          await repo.transaction((tx) => move(payment.id, 'authorise', { providerRef: charge.ref }, tx));
          await card.capture(charge.ref, `${payment.id}:capture`);
          repaired('a forgotten authorisation captured for an order still waiting for it');
        } else {
          await card.void(charge.ref, `${payment.id}:void`);
          await repo.transaction(async (tx) => {
            if (payment.status === 'created') await move(payment.id, 'authorise', { providerRef: charge.ref }, tx);
            await move(payment.id, 'void', {}, tx);
            await recordIssue(tx, {
              key: `orphan_charge:${charge.ref}`, kind: 'orphan_charge', paymentId: payment.id, orderId: payment.orderId, repaired: true,
              summary: `An authorisation of ${formatAmount(charge.amount, charge.currency)} was left for an order that can no longer be paid: voided.`, evidence: { ...charge },
            });
          });
          repaired('an authorisation for an order that cannot be paid voided');
        }
        return;
      }
      // The processor decided and its webhook never arrived (or was refused): applied as it would have been.
      await repo.transaction(async (tx) => {
        if (payment.status === 'created') {
          await move(payment.id, charge.status === 'failed' ? 'decline' : 'authorise', { providerRef: charge.ref }, tx);
          if (charge.status === 'failed') return;
        }
        if (charge.status === 'failed') await move(payment.id, 'capture_fail', { failureCode: 'capture_failed', failureMessage: 'The payment could not be completed; your card was not charged.' }, tx);
        else if (charge.status === 'voided') await move(payment.id, 'void', {}, tx);
        else {
          await move(payment.id, 'capture', {}, tx);
          if (charge.refunded > 0) {
            const row = (await repo.lockById(payment.id, tx))!;
            await applyRefund(tx, row, { total: charge.refunded }, `reconcile:${charge.ref}:${charge.refunded}`);
          }
        }
      });
      repaired(`the processor's ${charge.status} applied (its webhook was lost)`);
      return;
    }

    if (!charge) {
      if (payment.status !== 'failed' && payment.status !== 'voided') {
        await repo.transaction((tx) => flag(tx, `missing:${payment.id}`, `Payment ${payment.id} is ${payment.status} at Patina, but the processor has no charge for it.`, { payment: payment.id, providerRef: payment.providerRef }));
      }
      return;
    }
    if (payment.status === 'failed' || payment.status === 'voided') {
      if (charge.status === 'captured' || charge.status === 'refunded') {
        // Money the processor took for an attempt Patina counts as failed: given back.
        const owed = charge.amount - charge.refunded;
        if (owed > 0) await requestRefund({ ...payment, providerRef: charge.ref }, owed, `${payment.id}:refund-failed`);
        await repo.transaction((tx) => flag(tx, `failed-captured:${payment.id}`, `Payment ${payment.id} is ${payment.status} at Patina, but the processor captured ${formatAmount(charge.amount, charge.currency)}; ${owed > 0 ? 'a refund was asked for' : 'it was refunded'}.`, { payment: payment.id, charge }));
      }
      return;
    }

    // Captured at Patina: the processor's refunds, the payment's record and the ledger agree.
    await repo.transaction(async (tx) => {
      let row = (await repo.lockById(payment.id, tx))!;
      if (charge.status === 'authorised' || charge.status === 'failed' || charge.status === 'voided') {
        await flag(tx, `status:${row.id}`, `Payment ${row.id} is ${row.status} at Patina, but ${charge.status} at the processor.`, { payment: row.id, status: row.status, charge });
        return;
      }
      if (charge.refunded > row.refundedAmount) {
        // Applied against the processor's running total: a webhook arriving later changes nothing.
        await applyRefund(tx, row, { total: charge.refunded }, `reconcile:${charge.ref}:${charge.refunded}`);
        repaired(`a refund of ${charge.refunded - row.refundedAmount} whose webhook was lost applied`);
        row = (await repo.lockById(payment.id, tx))!;
      } else if (charge.refunded < row.refundedAmount) {
        // The processor is the authority on its own money: the payment's record follows it.
        const status = charge.refunded === 0 ? 'captured' : 'partially_refunded';
        row = await repo.update(row.id, { status, refundedAmount: charge.refunded }, tx);
        await recordIssue(tx, {
          key: `record:${row.id}:${charge.refunded}`, kind: 'mismatch', paymentId: row.id, orderId: row.orderId, repaired: true,
          summary: `Payment ${row.id} said ${payment.status} (${formatAmount(payment.refundedAmount, row.currency)} refunded); the processor refunded ${formatAmount(charge.refunded, row.currency)} of ${formatAmount(charge.amount, row.currency)}: corrected.`,
          evidence: { recorded: { status: payment.status, refunded: payment.refundedAmount }, processor: charge },
        });
        repaired('the payment record corrected from the processor');
      }
      const flows = await deps.ledger.processorFlows(row.orderId, tx);
      if (flows.in !== charge.amount) {
        await flag(tx, `ledger-in:${row.id}`, `The processor captured ${formatAmount(charge.amount, charge.currency)} for payment ${row.id}; the ledger took in ${formatAmount(flows.in, charge.currency)}.`, { payment: row.id, charge, ledger: flows });
        return;
      }
      // The processor's own refunds (beyond what Patina asked) that the ledger has not followed: their webhook handled without the fix.
      const own = Math.max(0, charge.refunded - row.refundRequested);
      const missing = own - flows.outUnasked;
      if (missing > 0) {
        const { done } = await followOwnRefund(tx, { ...row, ownRefunded: Math.min(row.ownRefunded, flows.outUnasked) }, missing, `reconcile:${charge.ref}:${charge.refunded}`, { charge, ledger: flows });
        if (done.repaired) repaired(`a refund of ${missing} by the processor followed on the order and the ledger`);
        else {
          report.flagged += 1;
          report.findings.push({ paymentId: row.id, ref: charge.ref, what: done.summary });
        }
      } else if (missing < 0) {
        await flag(tx, `ledger-out:${row.id}:${flows.outUnasked}`, `The ledger followed ${formatAmount(flows.outUnasked, row.currency)} of refunds by the processor for payment ${row.id}; the processor made ${formatAmount(own, row.currency)}.`, { payment: row.id, charge, ledger: flows, requestedByPatina: row.refundRequested });
      }
      // Money owed back to the buyer that has not left for their card a while after it was decided.
      if (flows.owedToBuyer > 0 && age >= STALE_MS) {
        await flag(tx, `owed:${row.id}:${flows.owedToBuyer}`, `${formatAmount(flows.owedToBuyer, row.currency)} is owed back to the buyer of order ${row.orderId} and has not been refunded to their card.`, { payment: row.id, charge, ledger: flows });
      }
    });
  }

  async function run(): Promise<ReconcileReport> {
    const report: ReconcileReport = { checked: 0, repaired: 0, flagged: 0, findings: [] };
    const since = new Date(now().getTime() - WINDOW_MS);
    const attempt = async (payment: PaymentRow | null, charge: ChargeRecord | null) => {
      report.checked += 1;
      try {
        await check(payment, charge, report);
      } catch (error) {
        // One payment's trouble does not stop the others: reported, and the next run looks again.
        report.flagged += 1;
        report.findings.push({ paymentId: payment?.id ?? null, ref: charge?.ref ?? null, what: `could not be reconciled: ${(error as Error).message}` });
      }
    };
    // Patina's side, page by page through the whole window: each card payment with the processor's charge for it.
    for (let after: { at: Date; id: string } | undefined; ;) {
      const page = await repo.changedSince(since, PAGE, after);
      for (const p of page) {
        const charge = p.providerRef ? await card.retrieve(p.providerRef) : ((await card.findByReference(p.id))[0] ?? null);
        await attempt(p, charge);
      }
      if (page.length < PAGE) break;
      const last = page[page.length - 1]!;
      after = { at: last.updatedAt, id: last.id };
    }
    // The processor's side: a charge for no payment of Patina's, or a second charge under one attempt's name, is an orphan.
    for (let after: { at: Date; ref: string } | undefined; ;) {
      const page = await card.changedSince(since, PAGE, after);
      const byId = new Map((await repo.byIds([...new Set(page.map((c) => c.reference))])).map((p) => [p.id, p]));
      for (const c of page) {
        const p = byId.get(c.reference);
        if (!p || (p.providerRef !== null && p.providerRef !== c.ref)) await attempt(null, c);
      }
      if (page.length < PAGE) break;
      const last = page[page.length - 1]!;
      after = { at: last.updatedAt, ref: last.ref };
    }
    return report;
  }

  /** One run at a time on an instance: a second call while one is going answers the same report. */
  let running: Promise<ReconcileReport> | null = null;
  return {
    run(): Promise<ReconcileReport> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type Reconciler = ReturnType<typeof createReconciler>;

const slotOf = (d: Date) => d.toISOString().slice(0, 16);

/** The reconciliation on the job runner: one job per 10-minute slot, whichever instance claims it. */
export function defineReconcileJob(jobs: Pick<JobRunner, 'define'>, deps: { reconciler: () => Reconciler; now: () => Date; log?: { warn(obj: object, msg: string): void } }): {
  job: JobKind<{ slot: string }>;
  schedule(): Promise<void>;
} {
  let job: JobKind<{ slot: string }> | null = null;
  const schedule = async (from = deps.now()) => {
    const at = new Date(Math.floor(from.getTime() / RECONCILE_EVERY_MS) * RECONCILE_EVERY_MS + RECONCILE_EVERY_MS);
    await job!.enqueue({ slot: slotOf(at) }, { runAt: at, uniqueKey: `${RECONCILE_JOB}:${slotOf(at)}` });
  };
  job = jobs.define(
    RECONCILE_JOB,
    async () => {
      try {
        const report = await deps.reconciler().run();
        if (report.repaired + report.flagged > 0) deps.log?.warn({ repaired: report.repaired, flagged: report.flagged, findings: report.findings.slice(0, 20) }, 'payments reconciled');
      } finally {
        await schedule();
      }
    },
    { payload: z.object({ slot: z.string() }), maxAttempts: 3 },
  );
  return { job, schedule: () => schedule() };
}
