import { useEffect, useMemo, useRef, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { clsx } from 'clsx';
import { COUNTRIES } from '../../../../shared/membership/countries.js';
import { missingForSubmit, type DraftDetails, type ListingPhoto, type SellerListing } from '../../../../shared/listings/selling.js';
import { ApiError } from '../../../lib/api-client.js';
import { AutosaveStatus } from '../../../ui/autosave-status.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { useSubmitListing } from '../api/submit-listing.js';
import { categoryName, categoryOf, draftOf, emptyForm, formOf, stepOfPath, usd, type SellForm } from '../draft-form.js';
import { useListingAutosave } from '../hooks/use-listing-autosave.js';
import { ConditionStep } from './condition-step.js';
import { named } from './fields.js';
import { PhotoStep } from './photo-step.js';
import { PieceStep } from './piece-step.js';
import { PriceStep } from './price-step.js';

export const STEPS = ['What it is', 'Condition', 'Photos', 'Price', 'Ships from and submit'] as const;

const COUNTRY_LIST = Object.entries(COUNTRIES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

export interface SellWizardProps {
  /** The listing being resumed (a draft, or one sent back for changes); null starts a new one. */
  listing: SellerListing | null;
  /** From search's 'List this item for sale': the catalogue search starts with it. */
  query?: string;
  /**
   * A piece described elsewhere (image search's add-item form): brand, name and model fill a
   * draft that does not say yet what it is; the member then chooses the category.
   */
  prefill?: { brand: string; name: string; model: string } | null;
  /** The first save started the draft: the page keeps its id in the address. */
  onStarted?: (listing: SellerListing) => void;
  onSubmitted: (listing: SellerListing) => void;
}

/**
 * /sell's guided form (issue #12): five steps, saved as a draft as the member goes. Each step's
 * heading takes focus when it opens; Next checks the step against the shared rules, and the
 * server's refusals appear beside the field they name.
 */
export function SellWizard({ listing, query = '', prefill = null, onStarted, onSubmitted }: SellWizardProps) {
  const [initialForm] = useState<SellForm>(() => {
    const form = listing ? formOf(listing) : emptyForm(query);
    if (!prefill || form.product || form.brand) return form;
    return { ...form, pieceKind: 'new', brand: prefill.brand, name: prefill.name, model: prefill.model };
  });
  const [form, setForm] = useState<SellForm>(initialForm);
  const [step, setStep] = useState(1);
  const [photos, setPhotos] = useState<ListingPhoto[]>(listing?.photos ?? []);
  const [attempted, setAttempted] = useState<Set<number>>(() => new Set());
  const [submitIssues, setSubmitIssues] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const { draft, errors } = useMemo(() => draftOf(form), [form]);
  const autosave = useListingAutosave({ initial: listing, initialDraft: useMemo(() => draftOf(initialForm).draft, [initialForm]), onStarted });
  const { schedule } = autosave;
  const submitMutation = useSubmitListing();

  const update = (patch: Partial<SellForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    schedule(draftOf(next).draft);
    setSubmitIssues((issues) => (Object.keys(issues).length === 0 ? issues : {}));
  };

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const missing = missingForSubmit(
    { ...(autosave.listing?.details as DraftDetails | undefined), ...draft } as DraftDetails,
    photos.length,
  );
  const missingOf = (path: string) => missing.find((m) => m.path === path)?.message ?? null;

  const error = (path: string): string | null => {
    const own = errors[path] ?? autosave.serverErrors[path] ?? submitIssues[path] ?? null;
    if (own) return own;
    return attempted.has(stepOfPath(path)) ? missingOf(path) : null;
  };

  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };

  const stepProblems = (s: number) => [
    ...Object.keys(errors).filter((p) => stepOfPath(p) === s),
    ...missing.filter((m) => stepOfPath(m.path) === s).map((m) => m.path),
  ];

  const next = () => {
    setAttempted((a) => new Set(a).add(step));
    if (stepProblems(step).length > 0) return;
    go(step + 1);
  };

  const ensureListing = async () => {
    if (autosave.listingId !== null && autosave.status.state !== 'saving') return autosave.listingId;
    const saved = await autosave.flush();
    return saved?.id ?? autosave.listingId;
  };

  const submit = async () => {
    setAttempted(new Set([1, 2, 3, 4, 5]));
    setSubmitError(null);
    setSubmitIssues({});
    if (Object.keys(errors).length > 0 || missing.length > 0) {
      setSubmitError('Some parts of the listing still need you. Each is listed below with the step it is on.');
      return;
    }
    setBusy(true);
    try {
      const saved = await autosave.flush();
      if (!saved) {
        setSubmitError('Some of your answers are not saved yet. Please see the notes beside them, then submit again.');
        return;
      }
      const answer = await submitMutation.mutateAsync(saved.id);
      onSubmitted(answer);
    } catch (e) {
      if (e instanceof ApiError) {
        const issues: Record<string, string> = {};
        for (const i of e.issues) issues[i.path] ??= i.message;
        setSubmitIssues(issues);
      }
      setSubmitError(e instanceof Error ? e.message : 'Your listing could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const problems = step === 5 ? [...missing.map((m) => ({ path: m.path, message: m.message })), ...Object.entries(submitIssues).map(([path, message]) => ({ path, message }))] : [];
  const stepErrors = attempted.has(step) && step < 5 ? stepProblems(step).length : 0;

  return (
    <div className="grid gap-8">
      <AutosaveStatus status={autosave.status} idle="Your listing is saved as a draft as you go." onRetry={() => void autosave.flush()} />
      {autosave.listing?.state === 'changes_requested' && autosave.listing.review_notes ? (
        <div className="border border-bronze/50 bg-bronze/5 p-4 text-sm leading-6" data-testid="expert-notes">
          <p className="label-caps text-bronze">Our expert asks</p>
          <p className="mt-1 whitespace-pre-line text-ink">{autosave.listing.review_notes}</p>
        </div>
      ) : null}

      <nav aria-label="Steps">
        <ol className="flex flex-wrap gap-x-6 gap-y-2">
          {STEPS.map((name, i) => (
            <li key={name}>
              <button
                type="button"
                aria-current={step === i + 1 ? 'step' : undefined}
                onClick={() => go(i + 1)}
                className={clsx('label-caps underline-offset-4 hover:text-bronze', step === i + 1 ? 'text-ink underline decoration-bronze' : 'text-muted')}
              >
                {i + 1}. {name}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-labelledby="step-heading" className="grid gap-6">
        <h2 id="step-heading" ref={heading} tabIndex={-1} className="font-display text-3xl font-medium focus:outline-none">
          Step {step} of {STEPS.length}: {STEPS[step - 1]}
        </h2>
        {stepErrors > 0 ? (
          <p role="alert" className="text-sm text-fall">
            {stepErrors === 1 ? 'One thing on this step needs you.' : `${stepErrors} things on this step need you.`}
          </p>
        ) : null}

        {step === 1 ? <PieceStep form={form} update={update} error={error} initialQuery={query} /> : null}
        {step === 2 ? <ConditionStep form={form} update={update} error={error} /> : null}
        {step === 3 ? <PhotoStep photos={photos} setPhotos={setPhotos} ensureListing={ensureListing} error={error('photos')} /> : null}
        {step === 4 ? <PriceStep form={form} update={update} error={error} /> : null}
        {step === 5 ? (
          <div className="grid gap-8">
            <div className="flex max-w-md flex-col gap-1.5">
              <Select label="Ships from" value={form.shipsFrom} onChange={(e) => update({ shipsFrom: e.target.value })} aria-invalid={error('ships_from') ? true : undefined}>
                <option value="">Choose the country</option>
                {COUNTRY_LIST.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </Select>
              {error('ships_from') ? <p className="text-xs text-fall">{named('Ships from', error('ships_from'))}</p> : null}
            </div>
            <Summary form={form} photos={photos.length} />
            {problems.length > 0 ? (
              <div className="grid gap-2">
                <h3 className="label-caps text-muted">Still to do</h3>
                <ul className="grid gap-2" aria-label="Still to do" data-testid="still-to-do">
                  {problems.map((m) => (
                    <li key={`${m.path}-${m.message}`} className="flex flex-wrap items-center gap-3 text-sm">
                      <span>{m.message}</span>
                      {stepOfPath(m.path) !== 5 ? (
                        <Button variant="ghost" size="sm" onClick={() => go(stepOfPath(m.path))}>
                          Go to step {stepOfPath(m.path)}
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {submitError ? (
              <div role="alert" className="flex gap-2.5 border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall">
                <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
                <p>{submitError}</p>
              </div>
            ) : null}
          </div>
        ) : null}
      </section>

      <div className="flex flex-wrap gap-3 border-t border-line pt-6">
        {step > 1 ? (
          <Button variant="secondary" onClick={() => go(step - 1)}>
            Back
          </Button>
        ) : null}
        {step < STEPS.length ? (
          <Button variant="primary" onClick={next}>
            Next
          </Button>
        ) : (
          <Button variant="primary" size="lg" disabled={busy} onClick={() => void submit()}>
            {busy ? 'Submitting…' : autosave.listing?.state === 'changes_requested' ? 'Resubmit for review' : 'Submit for review'}
          </Button>
        )}
      </div>
    </div>
  );
}

function Summary({ form, photos }: { form: SellForm; photos: number }) {
  const piece = form.pieceKind === 'catalogue' ? (form.product ? `${form.product.brand} ${form.product.name}`.trim() : '--') : `${form.brand} ${form.name}`.trim() || '--';
  const { draft } = draftOf(form);
  const p = draft.price;
  const price = !p ? '--' : p.type === 'fixed' ? `${usd(p.price)}${p.accept_offers ? ', offers welcome' : ''}` : `Auction from ${usd(p.start_price)}, ${p.duration_days} days`;
  const rows: [string, string][] = [
    ['Piece', piece],
    ['Category', categoryOf(form) ? categoryName(categoryOf(form)) : '--'],
    ['Condition', form.condition || '--'],
    ['Year', form.year || '--'],
    ['Box and papers', [form.box ? 'Box' : null, form.papers ? 'Papers' : null].filter(Boolean).join(' and ') || 'Neither'],
    ['Photos', String(photos)],
    ['Price', price],
    ['Ships from', form.shipsFrom ? (COUNTRIES as Record<string, string>)[form.shipsFrom] ?? form.shipsFrom : '--'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 border border-line p-5 text-sm" data-testid="summary">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-ink-soft">{k}</dt>
          <dd className="text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
