import { defineMachine } from '../lifecycle/machine.js';

/**
 * A seller's payout (issue 13): the seller asks for an amount of their payable (`requested`:
 * the money moves to in-transit at once, so it cannot be asked for twice); an admin initiates
 * the bank transfer (`sent`) and confirms it arrived (`paid`: in-transit is cleared to the
 * bank's side), or records that it failed, before or after sending (`failed`: the money goes
 * back to the seller's payable by a posting of its own; the ledger is never rewritten).
 *
 * What each step does to the money is `PAYOUT_LEDGER_EFFECTS`: the server's postings follow
 * it, and the property test drives both together.
 */
export const payoutMachine = defineMachine({
  name: 'payout',
  states: ['requested', 'sent', 'paid', 'failed'],
  initial: 'requested',
  terminal: ['paid', 'failed'],
  events: {
    /** The bank transfer was initiated. */
    send: { from: ['requested'], to: 'sent' },
    /** The bank confirmed the transfer arrived. */
    pay: { from: ['sent'], to: 'paid' },
    /** Refused before sending, or returned by the bank after: the money goes back. */
    fail: { from: ['requested', 'sent'], to: 'failed' },
  },
});

export type PayoutState = (typeof payoutMachine.states)[number];
export type PayoutEvent = keyof typeof payoutMachine.events;

/**
 * The money each event moves (requesting, which creates the payout, always moves it from the
 * payable to in-transit):
 * - `clear`: in-transit → the bank's side (`external`): the seller has the money;
 * - `return`: in-transit → the seller's payable: as if never asked;
 * - `none`: nothing moves.
 * Every terminal state leaves the payout's in-transit amount at exactly 0.
 */
export type PayoutLedgerEffect = 'clear' | 'return' | 'none';

export const PAYOUT_LEDGER_EFFECTS: { readonly [E in PayoutEvent]: PayoutLedgerEffect } = {
  send: 'none',
  pay: 'clear',
  fail: 'return',
};

/** What a seller and an admin read for each state. */
export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  requested: 'Requested',
  sent: 'Sent',
  paid: 'Paid',
  failed: 'Failed',
};
