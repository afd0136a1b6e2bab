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
 * What a module answers when its table refuses an event: its own words and stable code
 * (`payout_<state>`, `application_not_draft`), which the web switches on.
 */
export interface Refusal {
  message: string;
  code: string;
}

/**
 * The state after `event`, or a 409. Without `refused`, its code says why not
 * (`transition_not_allowed`, `transition_terminal_state`, …) and its message quotes the state
 * and the action; with it, the module's own message and code.
 */
export function nextStateOrConflict<S extends string, E extends string>(m: MachineDefinition<S, E>, state: string, event: E, refused?: Refusal): S {
  const result = transition(m, state, event);
  if (result.ok) return result.state;
  throw refused
    ? new ConflictError(refused.message, refused.code)
    : new ConflictError(result.refusal.message, `transition_${result.refusal.code}`);
}

/**
 * The row a guarded move wrote (`repo.move(id, from, to, …)`), or the 409 of a lost race:
 * someone moved it after it was read. `thing` names it for the message ('payout'), and the
 * code is `<thing>_changed` unless given.
 */
export function movedOrConflict<T>(row: T | null | undefined, thing: string, code = `${thing.replaceAll(/[^a-z]+/gi, '_')}_changed`): T {
  if (row === null || row === undefined) throw new ConflictError(`This ${thing} changed a moment ago. Please reload it.`, code);
  return row;
}
