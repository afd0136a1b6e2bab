import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { checklistFor, rejectSchema, requestChangesSchema, type ReviewQueue } from '../../../../shared/listings/review.js';
import { ActionDialog } from '../../../features/admin/index.js';
import { categoryName, useReviewDecision, useReviewDetail, useReviewQueue, usd } from '../../../features/selling/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { capsLinkClasses } from '../../../ui/text-link.js';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : '--');

function Header({ title, eyebrow = 'Expert reviews', intro, headingRef }: { title: string; eyebrow?: string; intro?: React.ReactNode; headingRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <div className="border-b border-line pb-6">
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1 ref={headingRef} tabIndex={-1} className="mt-3 font-display text-4xl font-medium leading-none focus:outline-none md:text-5xl">
        {title}
      </h1>
      {intro ? <div className="mt-4 max-w-2xl text-sm leading-6 text-ink-soft">{intro}</div> : null}
    </div>
  );
}

const QUEUE_COLUMNS: DataColumn<ReviewQueue['items'][number]>[] = [
  {
    header: 'Piece',
    cell: (item) => (
      <span className="flex items-center gap-3">
        {item.thumb ? <img src={item.thumb} alt="" className="size-10 object-cover" /> : null}
        <span>
          {item.title}
          {item.resubmitted ? <span className="ml-2 text-xs text-bronze">Resubmitted</span> : null}
        </span>
      </span>
    ),
  },
  { header: 'Category', cell: (item) => categoryName(item.category) },
  { header: 'Seller', cell: (item) => item.seller.name },
  { header: 'Price', cell: (item) => usd(item.price) },
  { header: 'Submitted', cell: (item) => day(item.submitted_at) },
  {
    header: 'Review',
    cell: (item) => (
      <Link to={`/admin/expert-approval/${item.id}`} className={capsLinkClasses()} aria-label={`Review ${item.title}`}>
        Review
      </Link>
    ),
  },
];

/** /admin/expert-approval (experts in their categories, admins all): the listings waiting for review, oldest first. */
export function ExpertApprovalPage() {
  useDocumentTitle('Expert reviews');
  const queue = useReviewQueue('', 1);
  const data = queue.data;
  let body;
  if (queue.isError && !data) body = <ErrorState title="We could not load the review queue" message={queue.error.message} onRetry={() => void queue.refetch()} />;
  else if (!data) body = <Skeleton className="h-60" />;
  else if (data.items.length === 0) body = <EmptyState title="Nothing waiting for review">Submitted listings in your categories appear here.</EmptyState>;
  else
    body = (
      <DataTable
        look="plain"
        caption={`Listings waiting for review: ${data.total}`}
        columns={QUEUE_COLUMNS}
        rows={data.items}
        rowKey={(item) => item.id}
        rowTestId="review-row"
      />
    );
  return (
    <Container className="py-12 md:py-16">
      <Header
        title="Expert Reviews"
        intro={data ? `Your categories: ${data.categories.map(categoryName).join(', ') || 'none'}.` : 'Listings waiting for an expert’s decision.'}
      />
      <p role="status" className="mt-6 min-h-5 text-sm text-ink-soft">
        {data ? `${data.total} ${data.total === 1 ? 'listing' : 'listings'} waiting` : ''}
      </p>
      <div className="mt-4 overflow-x-auto">{body}</div>
    </Container>
  );
}

/**
 * /admin/expert-approval/:id: the photos at full size, the catalogue's reference data and
 * recent sales beside them, the category's checklist, and the three decisions, each confirmed
 * in a dialog; the outcome is announced.
 */
export function ExpertReviewPage() {
  const { id = '' } = useParams();
  const listingId = Number(id);
  const query = useReviewDetail(Number.isSafeInteger(listingId) && listingId > 0 ? listingId : 0);
  const decision = useReviewDecision(listingId);
  const [checked, setChecked] = useState<Set<string>>(() => new Set());
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detail = query.data;
  useDocumentTitle(detail ? `Review of ${detail.title}` : 'Expert review');

  const back = (
    <Link to="/admin/expert-approval" className={capsLinkClasses('text-ink-soft')}>
      <ArrowLeft aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
      All reviews
    </Link>
  );

  if (query.isError && !detail) {
    return (
      <Container className="py-12 md:py-16">
        {back}
        <ErrorState
          className="mt-8"
          title={query.error instanceof ApiError && query.error.isNotFound ? 'No such listing to review' : 'We could not load this listing'}
          message={query.error.message}
          action={<ButtonLink to="/admin/expert-approval" variant="secondary">Back to the queue</ButtonLink>}
        />
      </Container>
    );
  }
  if (!detail) {
    return (
      <Container className="py-12 md:py-16">
        {back}
        <Skeleton className="mt-8 h-96" />
      </Container>
    );
  }

  const checklist = detail.checklist.length > 0 ? detail.checklist : checklistFor(detail.category);
  const open = detail.state === 'in_review';
  const d = detail.details as { condition?: string; year?: number; box?: boolean; papers?: boolean; description?: string; specifics?: Record<string, unknown> };

  return (
    <Container className="py-12 md:py-16">
      <Header title={detail.title} eyebrow={`${categoryName(detail.category)} · from ${detail.seller.name}`} intro={back} headingRef={headingRef} />
      <p role="status" className="mt-6 min-h-5 text-sm font-medium text-rise" data-testid="decision-status">
        {status}
      </p>
      <div className="mt-4 grid gap-x-12 gap-y-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="photos-heading">
          <h2 id="photos-heading" className="font-display text-2xl font-medium">
            Photos
          </h2>
          <ul className="mt-4 grid gap-4">
            {detail.photos.map((p, i) => (
              <li key={p.id}>
                <img src={p.zoom} alt={`Photo ${i + 1} of ${detail.title}`} width={p.width} height={p.height} className="h-auto w-full" />
                <p className="mt-1 font-mono text-xs text-muted">sha256 {p.sha256.slice(0, 16)}…</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid content-start gap-10">
          <section aria-labelledby="decision-heading">
            <h2 id="decision-heading" className="font-display text-2xl font-medium">
              Decision
            </h2>
            {open ? (
              <div className="mt-4 grid gap-5">
                <fieldset className="grid gap-2">
                  <legend className="label-caps mb-2 text-muted">Checklist</legend>
                  {checklist.map((item) => (
                    <label key={item} className="flex items-start gap-3 text-sm">
                      <input
                        type="checkbox"
                        className="mt-1 size-4 accent-bronze"
                        checked={checked.has(item)}
                        onChange={(e) =>
                          setChecked((s) => {
                            const n = new Set(s);
                            if (e.target.checked) n.add(item);
                            else n.delete(item);
                            return n;
                          })
                        }
                      />
                      {item}
                    </label>
                  ))}
                </fieldset>
                <div className="flex flex-wrap gap-3">
                  <ActionDialog
                    triggerLabel="Approve"
                    triggerVariant="primary"
                    title="Approve this listing?"
                    description={`${detail.title} goes live and its digital passport is issued in your name. ${checked.size} of ${checklist.length} checks ticked.`}
                    confirmLabel="Approve"
                    pendingLabel="Approving…"
                    focusAfter={headingRef}
                    onConfirm={async () => {
                      await decision.mutateAsync({ kind: 'approve', checklist: [...checked] });
                      setStatus('Approved: the listing is live and its passport issued.');
                    }}
                  />
                  <ActionDialog
                    triggerLabel="Request changes"
                    title="Ask the seller for changes"
                    description="The seller reads your notes, edits the listing and sends it back for review."
                    confirmLabel="Send the notes"
                    pendingLabel="Sending…"
                    field={{ name: 'notes', label: 'Notes for the seller', schema: requestChangesSchema, maxLength: 2000 }}
                    focusAfter={headingRef}
                    onConfirm={async (notes) => {
                      await decision.mutateAsync({ kind: 'request-changes', notes });
                      setStatus('Sent back to the seller with your notes.');
                    }}
                  />
                  <ActionDialog
                    triggerLabel="Reject"
                    title="Reject this listing?"
                    description="The seller is told your reason. The listing does not go live."
                    confirmLabel="Reject"
                    pendingLabel="Rejecting…"
                    field={{ name: 'reason', label: 'Reason', schema: rejectSchema, maxLength: 2000 }}
                    focusAfter={headingRef}
                    onConfirm={async (reason) => {
                      await decision.mutateAsync({ kind: 'reject', reason });
                      setStatus('Rejected: the seller is told your reason.');
                    }}
                  />
                </div>
              </div>
            ) : (
              <p className="mt-4 text-sm text-ink-soft">This listing is {detail.state.replace('_', ' ')}: there is nothing to decide.</p>
            )}
          </section>
          <section aria-labelledby="declared-heading">
            <h2 id="declared-heading" className="font-display text-2xl font-medium">
              As declared
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
              <dt className="text-ink-soft">Price</dt>
              <dd>{usd(detail.price)}</dd>
              <dt className="text-ink-soft">Condition</dt>
              <dd>{d.condition ?? '--'}</dd>
              <dt className="text-ink-soft">Year</dt>
              <dd>{d.year ?? '--'}</dd>
              <dt className="text-ink-soft">Box and papers</dt>
              <dd>{[d.box ? 'Box' : null, d.papers ? 'Papers' : null].filter(Boolean).join(' and ') || 'Neither'}</dd>
              {Object.entries(d.specifics ?? {}).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-ink-soft">{k}</dt>
                  <dd>{String(v)}</dd>
                </div>
              ))}
            </dl>
            {d.description ? <p className="mt-3 whitespace-pre-line text-sm leading-6">{d.description}</p> : null}
          </section>
          <section aria-labelledby="reference-heading">
            <h2 id="reference-heading" className="font-display text-2xl font-medium">
              Catalogue reference
            </h2>
            {detail.reference ? (
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm" data-testid="reference">
                <dt className="text-ink-soft">Model</dt>
                <dd>
                  {detail.reference.brand} {detail.reference.model}
                </dd>
                <dt className="text-ink-soft">Reference</dt>
                <dd>{detail.reference.reference ?? '--'}</dd>
                <dt className="text-ink-soft">Retail price</dt>
                <dd>{usd(detail.reference.retail_price)}</dd>
                {detail.reference.specifics.map((s) => (
                  <div key={s.label} className="contents">
                    <dt className="text-ink-soft">{s.label}</dt>
                    <dd>{s.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-4 text-sm text-ink-soft">A piece new to the catalogue: it becomes a catalogue product once approved.</p>
            )}
          </section>
          <section aria-labelledby="sales-heading">
            <h2 id="sales-heading" className="font-display text-2xl font-medium">
              Recent sales
            </h2>
            {detail.recent_sales.length > 0 ? (
              <ul className="mt-4 grid gap-1 text-sm" data-testid="recent-sales">
                {detail.recent_sales.map((s, i) => (
                  <li key={`${s.sale_date}-${i}`} className="flex justify-between">
                    <span className="text-ink-soft">{day(s.sale_date)}</span>
                    <span>{usd(s.sell_price)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-sm text-ink-soft">No recorded sales.</p>
            )}
          </section>
        </div>
      </div>
    </Container>
  );
}
