import { transition } from '../lifecycle/machine.js';
import { ORDER_ESCROW_EFFECTS, orderMachine, type OrderEvent, type OrderState } from '../orders/orders.machine.js';
import { escrowPostingFor, type EscrowOrder } from './escrow-flows.js';
import type { Posting } from './posting.js';

/**
 * Order lifecycles driven against a ledger, as the property tests (the pure model, and the
 * database on both engines) and benches run them: each step is the machine's transition plus
 * its posting in one transaction; some steps "crash" after posting (the transaction rolls
 * back) and are retried; some are delivered twice (a duplicate webhook or job), which the
 * machine and the idempotency key must both turn into nothing.
 */
export interface PlannedStep {
  event: OrderEvent;
  duplicate: boolean;
  crash: boolean;
  /** For a partial refund: the share refunded, in thousandths of the total (1..999). */
  refundShare: number;
}

/** A walk through the order machine chosen by `choices` (any numbers); always ends in a terminal state. */
export function planLifecycle(choices: readonly number[]): PlannedStep[] {
  const steps: PlannedStep[] = [];
  let state: OrderState = orderMachine.initial;
  let i = 0;
  const next = () => Math.abs(Math.trunc(choices[i++ % Math.max(choices.length, 1)] ?? 0));
  while (!orderMachine.isTerminal(state)) {
    const allowed = orderMachine.allowedEvents(state);
    const event = allowed[next() % allowed.length]!;
    steps.push({ event, duplicate: next() % 4 === 0, crash: next() % 5 === 0, refundShare: 1 + (next() % 999) });
    state = orderMachine.events[event].to;
  }
  return steps;
}

export class SimulatedCrash extends Error {
  constructor() {
    super('crash between steps');
    this.name = 'SimulatedCrash';
  }
}

export interface SimulationLedger {
  /** Runs `work` in one transaction; a throw rolls back everything it posted. */
  transaction(work: (post: (p: Posting) => Promise<void>) => Promise<void>): Promise<void>;
}

export interface SimulatedOrder {
  order: EscrowOrder;
  /** Patina's fee in basis points of what is released. */
  feeBps: number;
}

const feeOn = (amount: number, bps: number) => Math.floor((amount * bps) / 10_000);

function postingFor(o: SimulatedOrder, step: PlannedStep): Posting | null {
  const effect = ORDER_ESCROW_EFFECTS[step.event];
  if (effect !== 'refund_part') return escrowPostingFor({ ...o.order, fee: feeOn(o.order.total, o.feeBps) }, effect);
  const refunded = Math.min(o.order.total - 1, Math.max(1, Math.floor((o.order.total * step.refundShare) / 1000)));
  return escrowPostingFor({ ...o.order, fee: feeOn(o.order.total - refunded, o.feeBps) }, effect, refunded);
}

/**
 * Drives one step: the transition and its posting commit together, or neither does. Answers
 * the new state. A duplicate delivery comes after the commit: the machine refuses it (the
 * order has moved on) and its posting, replayed with the same key, must add nothing.
 */
export async function driveStep(ledger: SimulationLedger, o: SimulatedOrder, state: OrderState, step: PlannedStep): Promise<OrderState> {
  const posting = postingFor(o, step);
  let next: OrderState = state;
  const attempt = async (crash: boolean) => {
    await ledger.transaction(async (post) => {
      const moved = transition(orderMachine, state, step.event);
      if (!moved.ok) throw new Error(moved.refusal.message);
      if (posting) await post(posting);
      if (crash) throw new SimulatedCrash();
      next = moved.state;
    });
  };
  if (step.crash) {
    await attempt(true).then(
      () => { throw new Error('a crashed step committed'); },
      (error: unknown) => { if (!(error instanceof SimulatedCrash)) throw error; },
    );
  }
  await attempt(false);
  if (step.duplicate) {
    if (transition(orderMachine, next, step.event).ok) throw new Error(`'${step.event}' was accepted twice`);
    if (posting) await ledger.transaction(async (post) => post(posting));
  }
  return next;
}
