import { describe, expect, it } from 'vitest';
import { transition } from '../lifecycle/machine.js';
import { OFFER_STATES } from '../orders/contracts.js';
import { belowFloor, offerActions, offerMachine } from './offers.machine.js';

describe('the offer machine', () => {
  it('is a sound table with the contract’s states', () => {
    expect(offerMachine.validate()).toEqual([]);
    expect([...offerMachine.states]).toEqual([...OFFER_STATES]);
  });

  it('counters only a pending offer and ends in a final state', () => {
    expect(transition(offerMachine, 'pending', 'counter')).toEqual({ ok: true, state: 'countered' });
    expect(transition(offerMachine, 'countered', 'counter').ok).toBe(false);
    for (const end of ['accepted', 'declined', 'withdrawn', 'expired']) {
      expect(transition(offerMachine, end, 'accept')).toMatchObject({ ok: false, refusal: { code: 'terminal_state' } });
    }
  });

  it('gives the move to the seller on a pending offer and to the buyer on a counter', () => {
    expect(offerActions('pending', 'seller')).toEqual(['accept', 'decline', 'counter']);
    expect(offerActions('pending', 'buyer')).toEqual(['withdraw']);
    expect(offerActions('countered', 'buyer')).toEqual(['accept', 'decline', 'withdraw']);
    expect(offerActions('countered', 'seller')).toEqual([]);
    expect(offerActions('accepted', 'buyer')).toEqual([]);
  });

  it('declines below the floor only', () => {
    expect(belowFloor(999, 1000)).toBe(true);
    expect(belowFloor(1000, 1000)).toBe(false);
    expect(belowFloor(1, null)).toBe(false);
  });
});
