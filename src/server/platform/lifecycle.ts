import { assertValidMachine, transition, type Machine, type MachineDefinition } from '../../shared/lifecycle/machine.js';
import { ConflictError } from './errors.js';

/**
 * Every lifecycle table checked before the app serves anything: a table with an unreachable
 * state or a transition to an unknown one is a bug that would otherwise surface as a stuck
 * order months later. Throws InvalidMachineError naming each problem.
 */
export function assertLifecycles(machines: readonly Machine[]): void {
  for (const m of machines) assertValidMachine(m);
}

/**
 * The state after `event`, or a 409 whose code says why not (`transition_not_allowed`,
 * `transition_terminal_state`, …) and whose message quotes the state and the action.
 */
export function nextStateOrConflict<S extends string, E extends string>(m: MachineDefinition<S, E>, state: string, event: E): S {
  const result = transition(m, state, event);
  if (!result.ok) throw new ConflictError(result.refusal.message, `transition_${result.refusal.code}`);
  return result.state;
}
