import type { Db, DbOrTx } from '../db/client.js';

/**
 * Write use cases as steps with compensation (Medusa v2's model, without its DSL): a
 * workflow's body runs its steps in order through `run`; when a step (or the body) throws,
 * the steps that completed are compensated in reverse order, then the error goes on to the
 * caller. A transactional workflow runs its body in one database transaction, handed to each
 * step as `ctx.tx`: its database writes roll back with it, so its compensations are for what
 * the database cannot undo (a payment authorised, a file stored) and run after the rollback on
 * the plain handle. An idempotency key makes a retry answer the first run's result instead of
 * doing the work twice.
 */

export interface StepContext {
  /** The workflow's transaction, or the database when the workflow is not transactional. */
  tx: DbOrTx;
  workflow: string;
  idempotencyKey: string | null;
}

export interface Step<I, O> {
  readonly name: string;
  invoke(input: I, ctx: StepContext): Promise<O>;
  /** Undoes what `invoke` did, given its input and output; absent when nothing needs undoing. */
  compensate?: (input: I, output: O, ctx: StepContext) => Promise<void>;
}

export function createStep<I, O>(
  name: string,
  invoke: (input: I, ctx: StepContext) => Promise<O>,
  compensate?: (input: I, output: O, ctx: StepContext) => Promise<void>,
): Step<I, O> {
  return compensate ? { name, invoke, compensate } : { name, invoke };
}

export interface WorkflowTools {
  /** Runs a step now; once it returns, it will be compensated if anything later fails. */
  run<I, O>(step: Step<I, O>, input: I): Promise<O>;
  ctx: StepContext;
}

/** A workflow failed and was compensated; `cause` is the step's (or body's) error. */
export class WorkflowFailedError extends Error {
  constructor(
    readonly workflow: string,
    readonly failedStep: string | null,
    /** Compensations that themselves threw: the effects a person must now look at. */
    readonly compensationErrors: { step: string; error: unknown }[],
    options: { cause: unknown },
  ) {
    super(`Workflow ${workflow} failed${failedStep ? ` at step ${failedStep}` : ''}`, options);
    this.name = 'WorkflowFailedError';
  }
}

/** The idempotency key was used before with another input. */
export class IdempotencyKeyReusedError extends Error {
  constructor(readonly workflow: string, readonly key: string) {
    super(`The idempotency key ${key} was already used for ${workflow} with another input`);
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** Where completed runs are remembered by (workflow, key). */
export interface IdempotencyStore {
  find(workflow: string, key: string): Promise<{ fingerprint: string; result: unknown } | null>;
  save(workflow: string, key: string, record: { fingerprint: string; result: unknown }): Promise<void>;
}

/** In memory, for one process (tests, and workflows whose effects are in-process too). */
export function memoryIdempotencyStore(): IdempotencyStore {
  const records = new Map<string, { fingerprint: string; result: unknown }>();
  const id = (workflow: string, key: string) => `${workflow}\u0000${key}`;
  return {
    async find(workflow, key) {
      return records.get(id(workflow, key)) ?? null;
    },
    async save(workflow, key, record) {
      records.set(id(workflow, key), record);
    },
  };
}

export interface ExecuteOptions {
  db: Db;
  idempotencyKey?: string;
}

export interface Workflow<I, O> {
  readonly name: string;
  execute(input: I, options: ExecuteOptions): Promise<O>;
}

export interface WorkflowOptions {
  /** Run the whole body in one database transaction (steps read and write through ctx.tx). */
  transactional?: boolean;
  /** Required for idempotency keys to mean anything beyond one call. */
  idempotency?: IdempotencyStore;
}

/** A stable text of the input, so a key reused with other input is told apart. */
function fingerprint(input: unknown): string {
  return JSON.stringify(input, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

export function createWorkflow<I, O>(
  name: string,
  body: (input: I, tools: WorkflowTools) => Promise<O>,
  options: WorkflowOptions = {},
): Workflow<I, O> {
  const store = options.idempotency ?? memoryIdempotencyStore();
  // Concurrent calls with one key share the run in flight instead of racing it.
  const inFlight = new Map<string, { print: string; run: Promise<O> }>();

  async function attempt(input: I, db: Db, key: string | null): Promise<O> {
    const done: { step: string; undo: (ctx: StepContext) => Promise<void> }[] = [];
    let current: string | null = null;
    const runBody = (tx: DbOrTx) => {
      const ctx: StepContext = { tx, workflow: name, idempotencyKey: key };
      return body(input, {
        ctx,
        async run<SI, SO>(step: Step<SI, SO>, stepInput: SI): Promise<SO> {
          current = step.name;
          const output = await step.invoke(stepInput, ctx);
          const { compensate } = step;
          if (compensate) done.push({ step: step.name, undo: (c) => compensate(stepInput, output, c) });
          else done.push({ step: step.name, undo: async () => {} });
          current = null;
          return output;
        },
      });
    };
    try {
      return options.transactional ? await db.transaction((tx) => runBody(tx)) : await runBody(db);
    } catch (error) {
      const compensationErrors: { step: string; error: unknown }[] = [];
      const ctx: StepContext = { tx: db, workflow: name, idempotencyKey: key };
      for (const { step, undo } of done.reverse()) {
        try {
          await undo(ctx);
        } catch (undoError) {
          compensationErrors.push({ step, error: undoError });
        }
      }
      throw new WorkflowFailedError(name, current, compensationErrors, { cause: error });
    }
  }

  return {
    name,
    async execute(input, { db, idempotencyKey }) {
      if (idempotencyKey === undefined) return attempt(input, db, null);
      const print = fingerprint(input);
      const pending = inFlight.get(idempotencyKey);
      if (pending) {
        if (pending.print !== print) throw new IdempotencyKeyReusedError(name, idempotencyKey);
        return pending.run;
      }
      const run = (async () => {
        const seen = await store.find(name, idempotencyKey);
        if (seen) {
          if (seen.fingerprint !== print) throw new IdempotencyKeyReusedError(name, idempotencyKey);
          return seen.result as O;
        }
        const result = await attempt(input, db, idempotencyKey);
        // Only a run that finished is remembered: a failed one was compensated and may be retried.
        await store.save(name, idempotencyKey, { fingerprint: print, result });
        return result;
      })();
      inFlight.set(idempotencyKey, { print, run });
      try {
        return await run;
      } finally {
        inFlight.delete(idempotencyKey);
      }
    },
  };
}
