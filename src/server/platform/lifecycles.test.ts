import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustTransition, transition } from '../../shared/lifecycle/machine.js';
import { LIFECYCLES } from './lifecycles.js';

// Every table of Patina, walked through the generic machine (its own rules are proven on a
// made-up table in src/shared/lifecycle/machine.test.ts).
describe.each(LIFECYCLES.map((m) => [m.name, m] as const))('the %s lifecycle', (_name, machine) => {
  const events = Object.keys(machine.events);

  it('is a valid table', () => {
    expect(machine.validate()).toEqual([]);
  });

  it('random event sequences only ever land in declared states, and terminal states stay terminal', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events, 'no_such_event'), { maxLength: 40 }), (sequence) => {
        let state: string = machine.initial;
        for (const event of sequence) {
          const result = transition(machine, state, event);
          if (machine.isTerminal(state)) {
            expect(result.ok).toBe(false);
            continue;
          }
          if (!result.ok) {
            expect(machine.allowedEvents(state)).not.toContain(event);
            continue;
          }
          expect(machine.allowedEvents(state)).toContain(event);
          expect(machine.states).toContain(result.state);
          state = result.state;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('exercises every declared transition along a path from the initial state', () => {
    // Breadth-first paths from the initial state reach each source state; the declared event
    // then takes it to its declared target.
    const pathTo = new Map<string, string[]>([[machine.initial, []]]);
    const queue = [machine.initial as string];
    while (queue.length > 0) {
      const s = queue.shift()!;
      for (const e of machine.allowedEvents(s)) {
        const to = mustTransition(machine, s, e);
        if (!pathTo.has(to)) {
          pathTo.set(to, [...pathTo.get(s)!, e]);
          queue.push(to);
        }
      }
    }
    for (const [event, rule] of Object.entries(machine.events)) {
      for (const from of rule.from) {
        const path = pathTo.get(from);
        expect(path, `${machine.name}: '${from}' reachable`).toBeDefined();
        const reached = path!.reduce<string>((s, e) => mustTransition(machine, s, e), machine.initial);
        expect(reached).toBe(from);
        expect(mustTransition(machine, reached, event)).toBe(rule.to);
      }
    }
  });
});
