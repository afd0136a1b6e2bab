import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.js';
import { applicationDraftSchema, type ApplicationDraft } from '../../../../shared/membership/contracts.js';

/** The fields a draft save carries (the phone and the document have calls of their own). */
export const DRAFT_FIELDS = ['legalName', 'country', 'dateOfBirth', 'interests', 'buyingAndSelling'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type DraftValues = Required<ApplicationDraft>;

/** Quiet time after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** The server refused one or more answers; each refusal is beside its field. */
  | { state: 'refused' }
  /** Nothing was refused, but the save did not get through (network, rate limit). */
  | { state: 'failed'; message: string };

type Outcome = 'saved' | 'refused' | 'failed';
const serialize = (value: unknown) => JSON.stringify(value);

export interface DraftAutosave {
  /** The form changed: save what is new and valid once the person pauses. */
  schedule(values: DraftValues): void;
  /** Saves now; true when every answer is saved (none waiting, none refused). */
  flush(): Promise<boolean>;
  status: SaveStatus;
  /** The server's words about a field it refused, until that field changes. */
  serverErrors: Partial<Record<DraftField, string>>;
}

/**
 * Saves an application draft as it is filled (a debounced PUT of the fields that changed and
 * pass the shared schemas), one save at a time. A refused save puts the server's message (an
 * applicant under 18, say) beside the field it names, and sends the other answers again so
 * they are still kept; a refusal that names no field is retried field by field. The last changes go out with `keepalive` when the page is
 * left.
 */
export function useDraftAutosave(options: {
  initial: DraftValues;
  save: (draft: ApplicationDraft, options: { keepalive: boolean }) => Promise<void>;
  delayMs?: number;
}): DraftAutosave {
  const { save, delayMs = AUTOSAVE_DELAY_MS } = options;
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [serverErrors, setServerErrors] = useState<Partial<Record<DraftField, string>>>({});

  const latest = useRef(options.initial);
  const saved = useRef<Partial<Record<DraftField, string>>>(
    Object.fromEntries(DRAFT_FIELDS.map((f) => [f, serialize(options.initial[f])])),
  );
  const refused = useRef<Partial<Record<DraftField, string>>>({});
  const running = useRef<Promise<Outcome | null> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  const pending = useCallback((): ApplicationDraft => {
    const draft: Record<string, unknown> = {};
    for (const field of DRAFT_FIELDS) {
      const value = latest.current[field];
      const text = serialize(value);
      if (text === saved.current[field] || text === refused.current[field]) continue;
      // The form shows its own message for an answer the shared schema refuses; sending it would only be refused again.
      if (!applicationDraftSchema.shape[field].safeParse(value).success) continue;
      draft[field] = value;
    }
    return draft as ApplicationDraft;
  }, []);

  const send = useCallback(async (draft: ApplicationDraft, keepalive: boolean): Promise<Outcome | { failed: string }> => {
    const fields = Object.keys(draft) as DraftField[];
    try {
      await saveRef.current(draft, { keepalive });
      for (const f of fields) saved.current[f] = serialize(draft[f]);
      setServerErrors((errors) => (fields.some((f) => f in errors) ? omit(errors, fields) : errors));
      return 'saved';
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 400 || error.status === 422))) {
        return { failed: error instanceof Error ? error.message : 'Your answers could not be saved.' };
      }
      // The server names the fields it refused: each message goes beside its field, and the
      // rest (not saved: the refusal undid the whole request) go again on their own.
      const named = new Map<DraftField, string>();
      for (const issue of error.issues) {
        const field = issue.path.split('.')[0] as DraftField;
        if (fields.includes(field) && !named.has(field)) named.set(field, issue.message);
      }
      if (named.size > 0) {
        for (const field of named.keys()) refused.current[field] = serialize(draft[field]);
        setServerErrors((errors) => ({ ...errors, ...Object.fromEntries(named) }));
        const rest = fields.filter((f) => !named.has(f));
        if (rest.length === 0) return 'refused';
        const again = await send(Object.fromEntries(rest.map((f) => [f, draft[f]])) as ApplicationDraft, keepalive);
        return typeof again === 'object' ? again : 'refused';
      }
      if (fields.length === 1) {
        const field = fields[0]!;
        refused.current[field] = serialize(draft[field]);
        setServerErrors((errors) => ({ ...errors, [field]: error.message }));
        return 'refused';
      }
      // Refused without saying which answer: one at a time, so each refusal lands beside its field.
      let outcome: Outcome = 'saved';
      for (const field of fields) {
        const one = await send({ [field]: draft[field] } as ApplicationDraft, keepalive);
        if (typeof one === 'object') return one;
        if (one === 'refused') outcome = 'refused';
      }
      return outcome;
    }
  }, []);

  const run = useCallback(
    (keepalive = false): Promise<Outcome | null> => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      if (running.current) {
        again.current = true;
        return running.current;
      }
      const job = (async (): Promise<Outcome | null> => {
        let last: Outcome | null = null;
        do {
          again.current = false;
          const draft = pending();
          if (Object.keys(draft).length === 0) break;
          setStatus({ state: 'saving' });
          const outcome = await send(draft, keepalive);
          if (typeof outcome === 'object') {
            setStatus({ state: 'failed', message: outcome.failed });
            return 'failed';
          }
          last = last === 'refused' ? 'refused' : outcome;
        } while (again.current);
        if (last !== null) setStatus({ state: last === 'refused' ? 'refused' : 'saved' });
        return last;
      })();
      running.current = job;
      void job.finally(() => {
        running.current = null;
      });
      return job;
    },
    [pending, send],
  );

  const schedule = useCallback(
    (values: DraftValues) => {
      latest.current = values;
      // A refused answer that has since changed is no longer refused: its message goes.
      const changed = DRAFT_FIELDS.filter((f) => refused.current[f] !== undefined && refused.current[f] !== serialize(values[f]));
      if (changed.length > 0) {
        for (const f of changed) delete refused.current[f];
        setServerErrors((errors) => omit(errors, changed));
      }
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), delayMs);
    },
    [run, delayMs],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    let outcome = await run();
    // A save that was already under way may have left newer changes behind it.
    if (Object.keys(pending()).length > 0) outcome = await run();
    return outcome !== 'failed' && Object.keys(pending()).length === 0 && Object.keys(refused.current).length === 0;
  }, [run, pending]);

  // Leaving the page (another route, or the tab closing) sends what is still waiting.
  useEffect(() => {
    const leave = () => {
      if (Object.keys(pending()).length > 0) void run(true);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [pending, run]);

  return { schedule, flush, status, serverErrors };
}

function omit<T extends Partial<Record<DraftField, string>>>(errors: T, fields: readonly DraftField[]): T {
  const next = { ...errors };
  for (const f of fields) delete next[f];
  return next;
}
