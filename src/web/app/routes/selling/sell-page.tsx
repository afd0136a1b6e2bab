import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { createDraft, DraftsList, SellWizard, uploadPhoto, useListing } from '../../../features/selling/index.js';
import { clearPendingItem, peekPendingItem, type PendingItem } from './pending-item.js';
import type { SellerListing } from '../../../../shared/listings/selling.js';

/**
 * /sell and /sell?q= (issue #12; members, by the route gate): the guided listing form, saved
 * as a draft as it is filled; /sell?draft=ID picks a draft up again (or a listing sent back
 * for changes). The member's other drafts are listed beside it. A piece handed over by image
 * search's add-item form (issue #15) becomes a draft with its photo first, then opens prefilled.
 */
export function SellPage() {
  useDocumentTitle('Sell a piece');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const draftParam = Number(params.get('draft'));
  const draftId = Number.isSafeInteger(draftParam) && draftParam > 0 ? draftParam : null;
  // The draft this page started: its id goes into the address without starting the form again.
  const [ownId, setOwnId] = useState<number | null>(null);
  const [fresh, setFresh] = useState(0);
  const [submitted, setSubmitted] = useState<SellerListing | null>(null);
  // Image search's add-item form: a draft with the photo, then that draft with brand, name and model filled in.
  const [adding, setAdding] = useState<PendingItem | null>(() => peekPendingItem());
  const [prefill, setPrefill] = useState<{ id: number; item: PendingItem } | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const startedAdding = useRef(false);
  useEffect(() => {
    if (!adding || startedAdding.current) return;
    startedAdding.current = true;
    clearPendingItem();
    void (async () => {
      try {
        const draft = await createDraft({});
        if (adding.photo) {
          try {
            await uploadPhoto(draft.id, adding.photo);
          } catch (e) {
            setAddError(`The photo could not be added: ${e instanceof Error ? e.message : 'please add it on the Photos step.'}`);
          }
        }
        setPrefill({ id: draft.id, item: adding });
        setParams({ draft: String(draft.id) }, { replace: true });
      } catch (e) {
        setAddError(`Your draft could not be started: ${e instanceof Error ? e.message : 'please try again.'}`);
      } finally {
        setAdding(null);
      }
    })();
  }, [adding, setParams]);
  const resuming = draftId !== null && draftId !== ownId;
  const resumed = useListing(resuming ? draftId : null);

  const startOver = () => {
    setSubmitted(null);
    setOwnId(null);
    setFresh((n) => n + 1);
    setParams({}, { replace: false });
  };

  let body;
  if (adding) {
    body = (
      <div role="status" aria-busy="true" className="grid gap-4">
        <p className="text-sm text-ink-soft">Starting your draft with your photo…</p>
        <Skeleton className="h-96" />
      </div>
    );
  } else if (submitted) {
    body = (
      <EmptyState
        title="Sent to our experts"
        action={
          <>
            <ButtonLink to="/profile/selling?state=in_review">See your listings</ButtonLink>
            <Button variant="secondary" onClick={startOver}>
              List another piece
            </Button>
          </>
        }
      >
        {`${submitted.title} is waiting for review. We will tell you as soon as an expert has looked at it.`}
      </EmptyState>
    );
  } else if (resuming && resumed.isError) {
    const missing = resumed.error instanceof ApiError && resumed.error.isNotFound;
    body = (
      <ErrorState
        title={missing ? 'No such draft' : 'We could not load this draft'}
        message={missing ? 'It may have been deleted or submitted. Your drafts are listed on this page.' : resumed.error.message}
        onRetry={missing ? undefined : () => void resumed.refetch()}
        action={<Button variant="secondary" onClick={startOver}>Start a new listing</Button>}
      />
    );
  } else if (resuming && !resumed.data) {
    body = <Skeleton className="h-96" />;
  } else if (resuming && resumed.data && !['draft', 'changes_requested'].includes(resumed.data.state)) {
    body = (
      <EmptyState title="This listing can no longer be edited" action={<ButtonLink to="/profile/selling">Your listings</ButtonLink>}>
        {`${resumed.data.title} is ${resumed.data.state.replace('_', ' ')}.`}
      </EmptyState>
    );
  } else {
    body = (
      <SellWizard
        key={resuming ? `draft-${draftId}` : `new-${fresh}`}
        listing={resuming ? resumed.data! : null}
        query={resuming ? '' : query}
        prefill={prefill && prefill.id === draftId ? prefill.item : null}
        onStarted={(l) => {
          setOwnId(l.id);
          setParams({ draft: String(l.id) }, { replace: true });
        }}
        onSubmitted={setSubmitted}
      />
    );
  }

  return (
    <Container className="py-12 md:py-16">
      <div className="border-b border-line pb-6">
        <Eyebrow>Sell with Patina</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-medium leading-none md:text-5xl">List a piece</h1>
        <p className="mt-4 max-w-2xl text-sm leading-6 text-ink-soft">
          Five short steps. Every listing is checked by one of our experts before it goes live, and earns a digital passport.
        </p>
      </div>
      <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_18rem]">
        <div>
          {addError ? <p role="alert" className="mb-6 text-sm text-fall">{addError}</p> : null}
          {body}
        </div>
        <aside className="grid content-start gap-6">
          {draftId !== null || ownId !== null ? (
            <Button variant="quiet" onClick={startOver}>
              Start a new listing
            </Button>
          ) : null}
          <DraftsList current={draftId ?? ownId} />
        </aside>
      </div>
    </Container>
  );
}
