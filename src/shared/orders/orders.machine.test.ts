import { describe, expect, it } from 'vitest';
import { transition } from '../lifecycle/machine.js';
import { ORDER_ESCROW_EFFECTS, orderMachine, type OrderEvent } from './orders.machine.js';

const run = (events: OrderEvent[]) => events.reduce<string>((state, e) => {
  const r = transition(orderMachine, state, e);
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}, orderMachine.initial);

describe('the order lifecycle', () => {
  it('is a sound table', () => {
    expect(orderMachine.validate()).toEqual([]);
  });
  it('goes from payment to completion', () => {
    expect(run(['pay', 'request_shipment', 'ship', 'deliver', 'start_inspection', 'inspection_elapsed'])).toBe('completed');
    expect(run(['pay', 'request_shipment', 'ship', 'deliver', 'confirm_receipt'])).toBe('completed');
  });
  it('is cancelled before payment, refunded when the seller does not ship', () => {
    expect(run(['cancel'])).toBe('cancelled');
    expect(run(['pay', 'request_shipment', 'shipping_missed'])).toBe('refunded');
  });
  it('has one terminal state per dispute decision', () => {
    const disputed: OrderEvent[] = ['pay', 'request_shipment', 'ship', 'deliver', 'start_inspection', 'open_dispute'];
    expect(run([...disputed, 'resolve_refund'])).toBe('resolved_refund');
    expect(run([...disputed, 'resolve_partial'])).toBe('resolved_partial');
    expect(run([...disputed, 'resolve_release'])).toBe('resolved_release');
  });
  it("follows the processor's own refunds while the money is in escrow (issue 34)", () => {
    expect(run(['pay', 'request_shipment', 'processor_refund'])).toBe('refunded');
    expect(run(['pay', 'request_shipment', 'ship', 'deliver', 'start_inspection', 'open_dispute', 'processor_refund'])).toBe('refunded');
    expect(run(['pay', 'request_shipment', 'ship', 'hold_for_review', 'resolve_partial'])).toBe('resolved_partial');
    expect(transition(orderMachine, 'completed', 'processor_refund').ok).toBe(false);
    expect(transition(orderMachine, 'pending_payment', 'processor_refund').ok).toBe(false);
  });
  it('refuses what the state does not allow, with a message', () => {
    const r = transition(orderMachine, 'pending_payment', 'ship');
    expect(r).toMatchObject({ ok: false, refusal: { code: 'not_allowed', message: "An order that is pending payment cannot take 'ship' (only one that is awaiting shipment)." } });
    expect(transition(orderMachine, 'paid', 'cancel').ok).toBe(false);
    expect(transition(orderMachine, 'completed', 'open_dispute')).toMatchObject({ ok: false, refusal: { code: 'terminal_state' } });
    expect(transition(orderMachine, 'delivered', 'open_dispute').ok).toBe(false);
  });
  it('moves money only on pay and on the way out, and every exit after pay empties the escrow', () => {
    const moving = Object.entries(ORDER_ESCROW_EFFECTS).filter(([, e]) => e !== 'none').map(([k]) => k).sort();
    expect(moving).toEqual(['confirm_receipt', 'inspection_elapsed', 'pay', 'processor_refund', 'resolve_partial', 'resolve_refund', 'resolve_release', 'shipping_missed']);
    for (const [event, rule] of Object.entries(orderMachine.events)) {
      const emptying = ['release', 'refund', 'refund_part'].includes(ORDER_ESCROW_EFFECTS[event as OrderEvent]);
      const leavesAfterPay = orderMachine.terminal.includes(rule.to) && rule.to !== 'cancelled';
      expect(emptying, event).toBe(leavesAfterPay);
    }
  });
});
