/**
 * Lifecycles as explicit transition tables (Vendure's order process, without the hooks): a
 * machine names its states, where things start, which states are final, and each event's
 * source states and target. Pure, so the web can show the actions a state allows and the
 * server can refuse any other change; `validateMachine` proves a table sane at boot.
 */

export interface EventRule<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
}

export interface MachineDefinition<S extends string, E extends string> {
  /** For messages: 'listing', 'auction', … */
  readonly name: string;
  /** At least one (a tuple, so a table column can take the states as its enum). */
  readonly states: readonly [S, ...S[]];
  readonly initial: S;
  /** States nothing leaves (sold, completed, declined…). */
  readonly terminal: readonly S[];
  readonly events: { readonly [K in E]: EventRule<S> };
}

/** Any table as written, even one without states: what validateMachine checks. */
export type AnyMachineDefinition = Omit<MachineDefinition<string, string>, 'states'> & { readonly states: readonly string[] };

export interface Machine<S extends string = string, E extends string = string> extends MachineDefinition<S, E> {
  /** Every problem of the table; empty when it is sound. */
  validate(): MachineProblem[];
  /** The events that may happen in `state`, in table order (the actions a page offers). */
  allowedEvents(state: S): E[];
  can(state: S, event: E): boolean;
  isTerminal(state: S): boolean;
}

export type MachineProblemCode =
  | 'no_states'
  | 'duplicate_state'
  | 'unknown_initial'
  | 'unknown_terminal'
  | 'empty_from'
  | 'unknown_from'
  | 'unknown_to'
  | 'terminal_exit'
  | 'dead_end'
  | 'unreachable';

export interface MachineProblem {
  code: MachineProblemCode;
  message: string;
}

export type RefusalCode = 'unknown_state' | 'unknown_event' | 'terminal_state' | 'not_allowed';

export interface TransitionRefusal {
  /** Stable, for callers and the UI to switch on. */
  code: RefusalCode;
  machine: string;
  state: string;
  event: string;
  message: string;
}

export type TransitionResult<S extends string> = { ok: true; state: S } | { ok: false; refusal: TransitionRefusal };

/** A refused transition, thrown by `mustTransition`; the server maps it to a 409. */
export class TransitionRefusedError extends Error {
  readonly refusal: TransitionRefusal;
  constructor(refusal: TransitionRefusal) {
    super(refusal.message);
    this.name = 'TransitionRefusedError';
    this.refusal = refusal;
  }
}

/** A table that failed validation (buildApp refuses to start with one). */
export class InvalidMachineError extends Error {
  readonly problems: MachineProblem[];
  constructor(name: string, problems: MachineProblem[]) {
    super(`The ${name} lifecycle is invalid: ${problems.map((p) => p.message).join('; ')}`);
    this.name = 'InvalidMachineError';
    this.problems = problems;
  }
}

const has = (list: readonly string[], value: string) => list.includes(value);
const human = (state: string) => state.replaceAll('_', ' ');
const a = (name: string) => (/^[aeiou]/i.test(name) ? `An ${name}` : `A ${name}`);

export function validateMachine(m: AnyMachineDefinition): MachineProblem[] {
  const problems: MachineProblem[] = [];
  const add = (code: MachineProblemCode, message: string) => problems.push({ code, message });
  if (m.states.length === 0) add('no_states', `${m.name} declares no states`);
  const seen = new Set<string>();
  for (const s of m.states) {
    if (seen.has(s)) add('duplicate_state', `${m.name} declares '${s}' twice`);
    seen.add(s);
  }
  if (!seen.has(m.initial)) add('unknown_initial', `${m.name} starts in '${m.initial}', which is not one of its states`);
  for (const t of m.terminal) if (!seen.has(t)) add('unknown_terminal', `${m.name} calls '${t}' terminal, which is not one of its states`);

  const exits = new Map<string, number>();
  const next = new Map<string, Set<string>>();
  for (const [event, rule] of Object.entries<EventRule<string>>(m.events)) {
    if (rule.from.length === 0) add('empty_from', `${m.name} event '${event}' can happen from no state`);
    if (!seen.has(rule.to)) add('unknown_to', `${m.name} event '${event}' leads to unknown state '${rule.to}'`);
    for (const f of rule.from) {
      if (!seen.has(f)) {
        add('unknown_from', `${m.name} event '${event}' starts from unknown state '${f}'`);
        continue;
      }
      if (has(m.terminal, f)) add('terminal_exit', `${m.name} event '${event}' leaves terminal state '${f}'`);
      exits.set(f, (exits.get(f) ?? 0) + 1);
      if (!next.has(f)) next.set(f, new Set());
      next.get(f)!.add(rule.to);
    }
  }
  for (const s of m.states) {
    if (!has(m.terminal, s) && !exits.has(s)) add('dead_end', `${m.name} state '${s}' is not terminal but no event leaves it`);
  }
  if (seen.has(m.initial)) {
    const reached = new Set<string>([m.initial]);
    const queue: string[] = [m.initial];
    while (queue.length > 0) {
      for (const to of next.get(queue.shift()!) ?? []) {
        if (!reached.has(to)) {
          reached.add(to);
          queue.push(to);
        }
      }
    }
    for (const s of seen) if (!reached.has(s)) add('unreachable', `${m.name} state '${s}' cannot be reached from '${m.initial}'`);
  }
  return problems;
}

export function defineMachine<const S extends string, const E extends string>(definition: MachineDefinition<S, E>): Machine<S, E> {
  const eventNames = Object.keys(definition.events) as E[];
  return {
    ...definition,
    validate: () => validateMachine(definition),
    allowedEvents: (state) => eventNames.filter((e) => !has(definition.terminal, state) && has(definition.events[e].from, state)),
    can: (state, event) => transition(definition, state, event).ok,
    isTerminal: (state) => has(definition.terminal, state),
  };
}

/** Throws InvalidMachineError when the table has any problem. */
export function assertValidMachine(m: AnyMachineDefinition): void {
  const problems = validateMachine(m);
  if (problems.length > 0) throw new InvalidMachineError(m.name, problems);
}

/**
 * The state after `event` in `state`, or why not. Takes plain strings so a value read from
 * the database or a request is checked, not trusted.
 */
export function transition<S extends string, E extends string>(
  m: MachineDefinition<S, E>,
  state: string,
  event: string,
): TransitionResult<S> {
  const refuse = (code: RefusalCode, message: string): TransitionResult<S> => ({ ok: false, refusal: { code, machine: m.name, state, event, message } });
  if (!has(m.states, state)) return refuse('unknown_state', `${a(m.name)} cannot be in state '${state}'.`);
  if (!Object.hasOwn(m.events, event)) return refuse('unknown_event', `${a(m.name)} has no action '${event}'.`);
  if (has(m.terminal, state)) return refuse('terminal_state', `This ${m.name} is ${human(state)}; nothing more can change.`);
  const rule = m.events[event as E];
  if (!has(rule.from, state)) {
    return refuse('not_allowed', `${a(m.name)} that is ${human(state)} cannot take '${event}' (only one that is ${rule.from.map(human).join(' or ')}).`);
  }
  return { ok: true, state: rule.to };
}

/** `transition`, throwing TransitionRefusedError on refusal. */
export function mustTransition<S extends string, E extends string>(m: MachineDefinition<S, E>, state: string, event: string): S {
  const result = transition(m, state, event);
  if (!result.ok) throw new TransitionRefusedError(result.refusal);
  return result.state;
}
