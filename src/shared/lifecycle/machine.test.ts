import { describe, expect, it } from 'vitest';
import {
  assertValidMachine, defineMachine, InvalidMachineError, mustTransition, transition, TransitionRefusedError, validateMachine,
  type AnyMachineDefinition,
} from './machine.js';

const door = defineMachine({
  name: 'door',
  states: ['open', 'closed', 'locked', 'gone'],
  initial: 'open',
  terminal: ['gone'],
  events: {
    close: { from: ['open'], to: 'closed' },
    open: { from: ['closed'], to: 'open' },
    lock: { from: ['closed'], to: 'locked' },
    unlock: { from: ['locked'], to: 'closed' },
    remove: { from: ['open', 'closed'], to: 'gone' },
  },
});

const codes = (m: AnyMachineDefinition) => validateMachine(m).map((p) => p.code).sort();

describe('defineMachine / validateMachine', () => {
  it('finds nothing wrong with a sound table', () => {
    expect(door.validate()).toEqual([]);
    expect(() => assertValidMachine(door)).not.toThrow();
  });

  it('names each kind of broken table', () => {
    const base = { name: 'door', initial: 'open', terminal: ['gone'] } as const;
    // A state nothing leads to.
    expect(codes({ ...base, states: ['open', 'gone', 'attic'], terminal: ['gone', 'attic'], events: { remove: { from: ['open'], to: 'gone' } } })).toEqual(['unreachable']);
    // A transition to and from states the table does not declare.
    expect(codes({ ...base, states: ['open', 'gone'], events: { remove: { from: ['open'], to: 'gone' }, fly: { from: ['open'], to: 'sky' } } })).toEqual(['unknown_to']);
    expect(codes({ ...base, states: ['open', 'gone'], events: { remove: { from: ['open', 'ajar'], to: 'gone' } } })).toEqual(['unknown_from']);
    // A terminal state with a way out; a non-terminal one without.
    expect(codes({ ...base, states: ['open', 'gone'], events: { remove: { from: ['open'], to: 'gone' }, back: { from: ['gone'], to: 'open' } } })).toEqual(['terminal_exit']);
    expect(codes({ ...base, states: ['open', 'closed', 'gone'], events: { close: { from: ['open'], to: 'closed' }, remove: { from: ['open'], to: 'gone' } } })).toEqual(['dead_end']);
    expect(codes({ ...base, initial: 'ajar', states: ['open', 'gone'], events: { remove: { from: ['open'], to: 'gone' } } })).toEqual(['unknown_initial']);
    expect(codes({ ...base, terminal: ['gone', 'ash'], states: ['open', 'gone'], events: { remove: { from: ['open'], to: 'gone' } } })).toEqual(['unknown_terminal']);
    expect(codes({ ...base, states: ['open', 'gone', 'open'], events: { remove: { from: ['open'], to: 'gone' } } })).toEqual(['duplicate_state']);
    expect(codes({ ...base, states: ['open', 'gone'], events: { remove: { from: ['open'], to: 'gone' }, nothing: { from: [], to: 'gone' } } })).toEqual(['empty_from']);
    expect(codes({ ...base, states: [], events: {} })).toEqual(['no_states', 'unknown_initial', 'unknown_terminal']);
  });

  it('assertValidMachine throws with every problem in the message', () => {
    const broken = { name: 'door', states: ['open', 'gone'], initial: 'open', terminal: ['gone'], events: { remove: { from: ['open'], to: 'void' } } };
    expect(() => assertValidMachine(broken)).toThrow(InvalidMachineError);
    expect(() => assertValidMachine(broken)).toThrow("The door lifecycle is invalid: door event 'remove' leads to unknown state 'void'; door state 'gone' cannot be reached from 'open'");
  });
});

describe('transition', () => {
  it('moves along a declared transition', () => {
    expect(transition(door, 'open', 'close')).toEqual({ ok: true, state: 'closed' });
    expect(mustTransition(door, 'closed', 'lock')).toBe('locked');
  });

  it('refuses with a stable code and a message that quotes what was asked', () => {
    const refused = (state: string, event: string) => {
      const r = transition(door, state, event);
      return r.ok ? null : { code: r.refusal.code, message: r.refusal.message };
    };
    expect(refused('open', 'lock')).toEqual({ code: 'not_allowed', message: "A door that is open cannot take 'lock' (only one that is closed)." });
    expect(refused('gone', 'open')).toEqual({ code: 'terminal_state', message: 'This door is gone; nothing more can change.' });
    expect(refused('ajar', 'close')).toEqual({ code: 'unknown_state', message: "A door cannot be in state 'ajar'." });
    expect(refused('open', 'paint')).toEqual({ code: 'unknown_event', message: "A door has no action 'paint'." });
    // Inherited names are not events.
    expect(refused('open', 'toString')?.code).toBe('unknown_event');
    expect(() => mustTransition(door, 'open', 'lock')).toThrow(TransitionRefusedError);
  });

  it('lists the actions a state allows, none in a terminal state', () => {
    expect(door.allowedEvents('closed')).toEqual(['open', 'lock', 'remove']);
    expect(door.allowedEvents('gone')).toEqual([]);
    expect(door.can('locked', 'unlock')).toBe(true);
    expect(door.can('locked', 'open')).toBe(false);
    expect(door.isTerminal('gone')).toBe(true);
  });
});
