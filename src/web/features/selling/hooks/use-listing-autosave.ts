import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.js';
import type { DraftInput, SellerListing } from '../../../../shared/listings/selling.js';
import { createDraft, saveDraft } from '../api/save-draft.js';
import { sellingKeys } from '../api/selling-keys.js';
import { DRAFT_FIELDS, type DraftField } from '../draft-form.js';

/** Quiet time after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'refused' | { failed: string };

const serialize = (v: unknown) => JSON.stringify(v ?? null);

export interface ListingAutosave {
  /** The listing being filled; null until the first save starts it. */
  listingId: number | null;
  /** The form changed: save its new, valid fields once the person pauses. */
  schedule(draft: DraftInput): void;
  /** Saves now; the listing when every field is saved, else null. */
  flush(): Promise<SellerListing | null>;
  status: SaveStatus;
  /** The server's words on a field it refused (path as it names it), until that field changes. */
  serverErrors: Record<string, string>;
  /** The last listing the server answered. */
  listing: SellerListing | null;
}

/**
 * Saves the /sell draft as it is filled: the first save starts it (POST), later ones send the
 * fields that changed (PATCH), one save at a time. A refusal puts the server's message beside
 * the field it names and that value is not sent again until it changes; the last changes go
 * with `keepalive` when the page is left.
 */
export function useListingAutosave(options: {
  initial: SellerListing | null;
  initialDraft: DraftInput;
  onStarted?: (listing: SellerListing) => void;
  delayMs?: number;
}): ListingAutosave {
  const { delayMs = AUTOSAVE_DELAY_MS } = options;
  const queryClient = useQueryClient();
  const [listingId, setListingId] = useState<number | null>(options.initial?.id ?? null);
  const [listing, setListing] = useState<SellerListing | null>(options.initial);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const id = useRef<number | null>(options.initial?.id ?? null);
  const latest = useRef<DraftInput>(options.initialDraft);
  // A new draft has nothing saved yet; a resumed one has what the form was filled from.
  const saved = useRef<Partial<Record<DraftField, string>>>(
    options.initial ? Object.fromEntries(DRAFT_FIELDS.map((f) => [f, serialize(options.initialDraft[f])])) : {},
  );
  const refused = useRef<Partial<Record<DraftField, string>>>({});
  const running = useRef<Promise<boolean> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onStarted = useRef(options.onStarted);
  useEffect(() => {
    onStarted.current = options.onStarted;
  });

  const pending = useCallback((): DraftInput => {
    const out: Record<string, unknown> = {};
    for (const f of DRAFT_FIELDS) {
      if (!(f in latest.current)) continue;
      const text = serialize(latest.current[f]);
      // A new draft need not send what is empty.
      if (saved.current[f] === undefined && text === 'null') continue;
      if (text === (saved.current[f] ?? 'null') && saved.current[f] !== undefined) continue;
      if (text === refused.current[f]) continue;
      out[f] = latest.current[f];
    }
    return out as DraftInput;
  }, []);

  const keep = useCallback(
    (answer: SellerListing) => {
      setListing(answer);
      queryClient.setQueryData(sellingKeys.listing(answer.id), answer);
    },
    [queryClient],
  );

  const send = useCallback(
    (first: DraftInput, keepalive: boolean) => {
      const attempt = async (draft: DraftInput): Promise<'saved' | 'refused' | { failed: string }> => {
        const fields = Object.keys(draft) as DraftField[];
        try {
          let answer: SellerListing;
          if (id.current === null) {
            answer = await createDraft(draft);
            id.current = answer.id;
            setListingId(answer.id);
            onStarted.current?.(answer);
            void queryClient.invalidateQueries({ queryKey: sellingKeys.drafts() });
          } else {
            answer = await saveDraft(id.current, draft, { keepalive });
          }
          for (const f of fields) saved.current[f] = serialize(draft[f]);
          keep(answer);
          setServerErrors((errors) => dropFields(errors, fields));
          return 'saved';
        } catch (error) {
          if (!(error instanceof ApiError && (error.status === 400 || error.status === 422))) {
            return { failed: error instanceof Error ? error.message : 'Your listing could not be saved.' };
          }
          const named: Record<string, string> = {};
          for (const issue of error.issues) {
            const field = issue.path.split('.')[0] as DraftField;
            if (fields.includes(field)) named[issue.path] ??= issue.message;
          }
          const namedFields = new Set(Object.keys(named).map((p) => p.split('.')[0] as DraftField));
          if (namedFields.size === 0 && fields.length === 1) {
            named[fields[0]!] = error.message;
            namedFields.add(fields[0]!);
          }
          if (namedFields.size === 0) return { failed: error.message };
          for (const f of namedFields) refused.current[f] = serialize(draft[f]);
          setServerErrors((errors) => ({ ...errors, ...named }));
          const rest = fields.filter((f) => !namedFields.has(f));
          if (rest.length === 0) return 'refused';
          const next = await attempt(Object.fromEntries(rest.map((f) => [f, draft[f]])) as DraftInput);
          return typeof next === 'object' ? next : 'refused';
        }
      };
      return attempt(first);
    },
    [keep, queryClient],
  );

  const run = useCallback(
    (keepalive = false, force = false): Promise<boolean> => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      if (running.current) {
        again.current = true;
        return running.current;
      }
      const job = (async () => {
        let refusedAny = false;
        let did = false;
        do {
          again.current = false;
          const draft = pending();
          if (Object.keys(draft).length === 0 && !(force && id.current === null)) break;
          did = true;
          setStatus('saving');
          const outcome = await send(draft, keepalive);
          if (typeof outcome === 'object') {
            setStatus(outcome);
            return false;
          }
          if (outcome === 'refused') refusedAny = true;
        } while (again.current);
        if (did) setStatus(refusedAny ? 'refused' : 'saved');
        return !refusedAny;
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
    (draft: DraftInput) => {
      latest.current = draft;
      const changed = DRAFT_FIELDS.filter((f) => refused.current[f] !== undefined && refused.current[f] !== serialize(draft[f]));
      if (changed.length > 0) {
        for (const f of changed) delete refused.current[f];
        setServerErrors((errors) => dropFields(errors, changed));
      }
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), delayMs);
    },
    [run, delayMs],
  );

  const flush = useCallback(async (): Promise<SellerListing | null> => {
    let ok = await run(false, true);
    if (Object.keys(pending()).length > 0) ok = await run(false, true);
    if (!ok || Object.keys(refused.current).length > 0 || id.current === null) return null;
    return queryClient.getQueryData<SellerListing>(sellingKeys.listing(id.current)) ?? null;
  }, [run, pending, queryClient]);

  useEffect(() => {
    const leave = () => {
      if (id.current !== null && Object.keys(pending()).length > 0) void run(true);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [pending, run]);

  return { listingId, schedule, flush, status, serverErrors, listing };
}

function dropFields(errors: Record<string, string>, fields: readonly string[]): Record<string, string> {
  const keys = Object.keys(errors).filter((p) => fields.includes(p.split('.')[0] ?? ''));
  if (keys.length === 0) return errors;
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
}
