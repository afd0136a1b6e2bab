import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client.js';

/** Quiet time after the last change before a draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** The server refused one or more answers; each refusal is beside its field. */
  | { state: 'refused' }
  /** Nothing was refused, but the save did not get through (network, rate limit). */
  | { state: 'failed'; message: string };

/** The server's words on the fields it refused, until they change (keyed as `errorsBy` says). */
export type ServerErrors = Partial<Record<string, string>>;

type Outcome = 'saved' | 'refused' | 'failed';
type Attempt = 'saved' | 'refused' | { failed: string };
const serialize = (value: unknown) => JSON.stringify(value ?? null);

export interface AutosaveOptions<F extends string, V extends Partial<Record<F, unknown>>> {
  /** The fields a save carries, in the order they are sent (a constant: the hook's functions keep it). */
  fields: readonly F[];
  /** What the form was filled from. */
  initial: V;
  /** A resumed draft has `initial` saved already; a new one has nothing saved (and empty fields are not sent). */
  initialSaved: boolean;
  /** Sends the changed fields; an ApiError 400/422 is a refusal, naming fields by its issues' paths. */
  save: (changes: Partial<V>, options: { keepalive: boolean }) => Promise<void>;
  /** A value the form shows its own message for (the shared schema refuses it): not sent, it would only be refused. */
  sendable?: (field: F, value: unknown) => boolean;
  /**
   * Whether the draft exists on the server. Until it does, a flush saves even with nothing
   * changed (it starts it), and leaving the page does not start it. Always, when not given.
   */
  started?: () => boolean;
  /** Server errors keyed by the field ('legalName'), or by the issue's whole path ('details.size'). */
  errorsBy: 'field' | 'path';
  /**
   * A refusal of several fields that names none of them: tried again one field at a time, so
   * each refusal lands beside its field, or shown as the save's failure.
   */
  unnamedRefusal: 'one-by-one' | 'failed';
  /** The failure's words when the error has none. */
  failedMessage: string;
  delayMs?: number;
}

export interface Autosave<V> {
  /** The form changed: save what is new (and sendable) once the person pauses. */
  schedule(values: V): void;
  /** Saves now; true when every field is saved (none waiting, none refused). */
  flush(): Promise<boolean>;
  status: SaveStatus;
  serverErrors: ServerErrors;
}

/**
 * Saves a draft as it is filled, for every form that does (the club application, a listing on
 * /sell): a debounced save of the fields that changed, one save at a time. A refused save puts
 * the server's message beside the field it names, and that value is not sent again until it
 * changes; the other fields of the refused request go again on their own, so they are still
 * kept. The last changes go out with `keepalive` when the page is left.
 */
export function useAutosave<F extends string, V extends Partial<Record<F, unknown>>>(options: AutosaveOptions<F, V>): Autosave<V> {
  const { fields, errorsBy, unnamedRefusal, delayMs = AUTOSAVE_DELAY_MS } = options;
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});

  const latest = useRef(options.initial);
  const saved = useRef<Partial<Record<F, string>>>(
    options.initialSaved ? (Object.fromEntries(fields.map((f) => [f, serialize(options.initial[f])])) as Partial<Record<F, string>>) : {},
  );
  const refused = useRef<Partial<Record<F, string>>>({});
  const running = useRef<Promise<Outcome | null> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The latest callbacks, without making the hook's own functions change with each render.
  const calls = useRef(options);
  useEffect(() => {
    calls.current = options;
  });

  const pending = useCallback((): Partial<V> => {
    const out: Partial<V> = {};
    for (const f of fields) {
      if (!(f in latest.current)) continue;
      const value = latest.current[f];
      const text = serialize(value);
      // Nothing saved yet: an empty field need not go.
      if (saved.current[f] === undefined && text === 'null') continue;
      if (text === saved.current[f] || text === refused.current[f]) continue;
      if (calls.current.sendable && !calls.current.sendable(f, value)) continue;
      out[f] = value;
    }
    return out;
  }, [fields]);

  const send = useCallback(
    (first: Partial<V>, keepalive: boolean): Promise<Attempt> => {
      const attempt = async (draft: Partial<V>): Promise<Attempt> => {
        const sent = Object.keys(draft) as F[];
        try {
          await calls.current.save(draft, { keepalive });
          for (const f of sent) saved.current[f] = serialize(draft[f]);
          setServerErrors((errors) => dropFields(errors, sent));
          return 'saved';
        } catch (error) {
          if (!(error instanceof ApiError && (error.status === 400 || error.status === 422))) {
            return { failed: error instanceof Error ? error.message : calls.current.failedMessage };
          }
          // The server names the fields it refused: each message goes beside its field, and the
          // rest (not saved: the refusal undid the whole request) go again on their own.
          const named: Record<string, string> = {};
          const namedFields = new Set<F>();
          for (const issue of error.issues) {
            const field = issue.path.split('.')[0] as F;
            if (!sent.includes(field)) continue;
            named[errorsBy === 'path' ? issue.path : field] ??= issue.message;
            namedFields.add(field);
          }
          if (namedFields.size === 0 && sent.length === 1) {
            named[sent[0]!] = error.message;
            namedFields.add(sent[0]!);
          }
          if (namedFields.size === 0) {
            if (unnamedRefusal === 'failed') return { failed: error.message };
            // Refused without saying which field: one at a time, so each refusal lands beside its field.
            let outcome: Attempt = 'saved';
            for (const field of sent) {
              const one = await attempt({ [field]: draft[field] } as Partial<V>);
              if (typeof one === 'object') return one;
              if (one === 'refused') outcome = 'refused';
            }
            return outcome;
          }
          for (const f of namedFields) refused.current[f] = serialize(draft[f]);
          setServerErrors((errors) => ({ ...errors, ...named }));
          const rest = sent.filter((f) => !namedFields.has(f));
          if (rest.length === 0) return 'refused';
          const next = await attempt(Object.fromEntries(rest.map((f) => [f, draft[f]])) as Partial<V>);
          return typeof next === 'object' ? next : 'refused';
        }
      };
      return attempt(first);
    },
    [errorsBy, unnamedRefusal],
  );

  const run = useCallback(
    (keepalive = false, force = false): Promise<Outcome | null> => {
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
          const start = force && calls.current.started?.() === false;
          if (Object.keys(draft).length === 0 && !start) break;
          setStatus({ state: 'saving' });
          const outcome = await send(draft, keepalive);
          if (typeof outcome === 'object') {
            setStatus({ state: 'failed', message: outcome.failed });
            return 'failed';
          }
          last = last === 'refused' ? 'refused' : outcome;
        } while (again.current);
        if (last !== null) setStatus({ state: last });
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
    (values: V) => {
      latest.current = values;
      // A refused answer that has since changed is no longer refused: its message goes.
      const changed = fields.filter((f) => refused.current[f] !== undefined && refused.current[f] !== serialize(values[f]));
      if (changed.length > 0) {
        for (const f of changed) delete refused.current[f];
        setServerErrors((errors) => dropFields(errors, changed));
      }
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), delayMs);
    },
    [fields, run, delayMs],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    let outcome = await run(false, true);
    // A save that was already under way may have left newer changes behind it.
    if (Object.keys(pending()).length > 0) outcome = await run(false, true);
    return outcome !== 'failed' && outcome !== 'refused' && Object.keys(pending()).length === 0 && Object.keys(refused.current).length === 0;
  }, [run, pending]);

  // Leaving the page (another route, or the tab closing) sends what is still waiting.
  useEffect(() => {
    const leave = () => {
      if (calls.current.started?.() !== false && Object.keys(pending()).length > 0) void run(true);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [pending, run]);

  return { schedule, flush, status, serverErrors };
}

/** The errors without those of `fields` (a key is a field, or a path starting with one). */
function dropFields(errors: ServerErrors, fields: readonly string[]): ServerErrors {
  const keys = Object.keys(errors).filter((key) => fields.includes(key.split('.')[0] ?? ''));
  if (keys.length === 0) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
}
