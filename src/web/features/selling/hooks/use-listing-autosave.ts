import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAutosave, type SaveStatus, type ServerErrors } from '../../../lib/use-autosave.js';
import type { DraftInput, SellerListing } from '../../../../shared/listings/selling.js';
import { createDraft, saveDraft } from '../api/save-draft.js';
import { sellingKeys } from '../api/selling-keys.js';
import { DRAFT_FIELDS, type DraftField } from '../draft-form.js';

export interface ListingAutosave {
  /** The listing being filled; null until the first save starts it. */
  listingId: number | null;
  /** The form changed: save its new, valid fields once the person pauses. */
  schedule(draft: DraftInput): void;
  /** Saves now; the listing when every field is saved, else null. */
  flush(): Promise<SellerListing | null>;
  status: SaveStatus;
  /** The server's words on a field it refused (path as it names it), until that field changes. */
  serverErrors: ServerErrors;
  /** The last listing the server answered. */
  listing: SellerListing | null;
}

/**
 * Saves the /sell draft as it is filled (lib/use-autosave.ts): the first save starts it (POST),
 * later ones send the fields that changed (PATCH). A refusal's message goes beside the field
 * path it names; one that names none of several fields is the save's failure.
 */
export function useListingAutosave(options: {
  initial: SellerListing | null;
  initialDraft: DraftInput;
  onStarted?: (listing: SellerListing) => void;
  delayMs?: number;
}): ListingAutosave {
  const queryClient = useQueryClient();
  const [listingId, setListingId] = useState<number | null>(options.initial?.id ?? null);
  const [listing, setListing] = useState<SellerListing | null>(options.initial);
  const id = useRef<number | null>(options.initial?.id ?? null);
  const onStarted = useRef(options.onStarted);
  useEffect(() => {
    onStarted.current = options.onStarted;
  });

  const save = useCallback(
    async (draft: DraftInput, { keepalive }: { keepalive: boolean }) => {
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
      setListing(answer);
      queryClient.setQueryData(sellingKeys.listing(answer.id), answer);
    },
    [queryClient],
  );

  const autosave = useAutosave<DraftField, DraftInput>({
    fields: DRAFT_FIELDS,
    initial: options.initialDraft,
    // A new draft has nothing saved yet; a resumed one has what the form was filled from.
    initialSaved: options.initial !== null,
    save,
    started: () => id.current !== null,
    errorsBy: 'path',
    unnamedRefusal: 'failed',
    failedMessage: 'Your listing could not be saved.',
    delayMs: options.delayMs,
  });
  const { flush: flushAll } = autosave;

  const flush = useCallback(async (): Promise<SellerListing | null> => {
    if (!(await flushAll()) || id.current === null) return null;
    return queryClient.getQueryData<SellerListing>(sellingKeys.listing(id.current)) ?? null;
  }, [flushAll, queryClient]);

  return { listingId, schedule: autosave.schedule, flush, status: autosave.status, serverErrors: autosave.serverErrors, listing };
}
