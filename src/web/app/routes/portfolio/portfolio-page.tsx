import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { formatDate } from '../../../../shared/dates.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import type { Portfolio, PortfolioItem } from '../../../../shared/portfolio/contracts.js';
import { VALUE_SOURCE_LABELS } from '../../../../shared/portfolio/valuation.js';
import { productHref } from '../../../features/catalog/index.js';
import {
  AddPieceDialog, EditPieceDialog, RemovePieceDialog, useMyShowcases, usePortfolio, useValueHistory, ValueHistoryPanel, VisibilitySwitch,
} from '../../../features/portfolio/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { PiecePicker } from './piece-picker.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Price } from '../../../ui/price.js';
import { PriceChangeText } from '../../../ui/price-change.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import { formatUnits } from '../../../../shared/pricing/currency.js';
import { useMoney } from '../../../lib/money.js';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="label-caps text-muted">{label}</dt>
      <dd className="mt-1.5 text-sm text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** No value is `$0` in the member's currency, never '--'. */
function ZeroMoney({ className }: { className?: string }) {
  const { currency } = useMoney();
  return <span className={className}>{formatUnits(0, currency)}</span>;
}

function Totals({ portfolio }: { portfolio: Portfolio }) {
  const { totals, items } = portfolio;
  return (
    <dl className="mt-8 grid grid-cols-2 gap-x-10 gap-y-6 border-y border-line py-6 md:grid-cols-4" aria-live="polite">
      <Figure label="Estimated value" testId="portfolio-value">
        {totals.value > 0 ? <Price cents={totals.value} className="font-display text-3xl" /> : <ZeroMoney className="font-display text-3xl" />}
      </Figure>
      <Figure label="Pieces">
        <span className="font-display text-3xl tabular-nums">{formatGrouped(items.length)}</span>
      </Figure>
      <Figure label="Paid (pieces with a price)">
        {totals.cost > 0 ? <Price cents={totals.cost} className="text-lg" /> : <span className="text-sm text-ink-soft">No prices recorded yet</span>}
      </Figure>
      <Figure label="Since bought" testId="portfolio-change">
        <span className="text-lg">
          {totals.change ? <PriceChangeText change={totals.change} /> : <span className="text-sm text-ink-soft">Nothing to compare yet</span>}
        </span>
      </Figure>
      {totals.unvalued > 0 ? (
        <p className="col-span-full text-xs text-muted">
          {totals.unvalued === 1 ? 'One piece has' : `${totals.unvalued} pieces have`} no market figure yet and {totals.unvalued === 1 ? 'is' : 'are'} not in the value.
        </p>
      ) : null}
    </dl>
  );
}

/** The member's value month by month (a query of its own: the list shows before it). */
function History({ portfolio }: { portfolio: Portfolio }) {
  const history = useValueHistory();
  if (history.isError) return <ErrorState className="mt-10" message={history.error.message} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Skeleton className="mt-10 h-64 w-full" />;
  return <ValueHistoryPanel history={history.data} names={new Map(portfolio.items.map((i) => [i.id, i.product.full_name]))} title="Your collection’s value over time" />;
}

/** The member's public portfolios, and the way to make one. */
function Showcases() {
  const mine = useMyShowcases();
  return (
    <section aria-labelledby="portfolio-showcases-heading" className="mt-12 border-t border-line pt-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="portfolio-showcases-heading" className="font-display text-2xl font-medium">Your public portfolios</h2>
          <p className="mt-2 max-w-xl text-sm text-ink-soft">Curated selections of your pieces that members can follow. What you paid, when, and your notes stay private.</p>
        </div>
        <ButtonLink to="/community/portfolios/create" variant="secondary">
          <Plus aria-hidden="true" className="size-4" strokeWidth={1.75} />
          Create a public portfolio
        </ButtonLink>
      </div>
      {mine.isError ? <ErrorState className="mt-6" message={mine.error.message} onRetry={() => void mine.refetch()} /> : !mine.data ? <Skeleton className="mt-6 h-16 w-full" /> : mine.data.portfolios.length === 0 ? (
        <p className="mt-6 text-sm text-ink-soft">You have no public portfolio yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-line border-y border-line" data-testid="my-showcases">
          {mine.data.portfolios.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-3 py-4">
              <Link to={`/community/portfolios/${s.id}`} className="font-display text-lg hover:underline">{s.title}</Link>
              <span className="text-sm text-ink-soft">
                {formatGrouped(s.pieces_count)} {s.pieces_count === 1 ? 'piece' : 'pieces'} · {formatGrouped(s.followers_count)} {s.followers_count === 1 ? 'follower' : 'followers'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Open = { kind: 'edit' | 'remove'; item: PortfolioItem } | null;

function PieceRow({ item, onOpen }: { item: PortfolioItem; onOpen: (open: Open) => void }) {
  const { product } = item;
  const href = productHref(product);
  return (
    <article data-testid="portfolio-item" className="grid grid-cols-[5.5rem_1fr] gap-x-4 gap-y-4 py-7 sm:grid-cols-[8rem_1fr_auto] sm:gap-x-8">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="row-span-2 sm:row-span-1">
        <FramedImage src={imageAtWidth(product.image_feature, 200)} alt="" width={200} height={200} />
      </Link>
      <div className="min-w-0">
        <p className="label-caps text-bronze">{product.brand}</p>
        <h3 className="mt-1.5 font-display text-xl font-medium leading-snug md:text-2xl">
          <Link to={href} className="hover:underline hover:decoration-line-strong hover:underline-offset-4">
            {product.name}
          </Link>
        </h3>
        <p className="mt-1 text-xs text-muted">
          {[item.condition, item.acquired_on ? `Acquired ${formatDate(item.acquired_on)}` : null].filter(Boolean).join(' · ') || 'Nothing recorded yet'}
        </p>
        <dl className="mt-5 grid max-w-xl grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
          <Figure label={item.value_source ? `Value (${VALUE_SOURCE_LABELS[item.value_source]})` : 'Value'}>
            {item.market_value !== null && item.market_value > 0 ? <Price cents={item.market_value} className="font-medium" /> : <span className="text-ink-soft">No recorded sales yet</span>}
          </Figure>
          <Figure label="Paid">
            {item.purchase_price !== null && item.purchase_price > 0 ? <Price cents={item.purchase_price} /> : <span className="text-ink-soft">Not recorded</span>}
          </Figure>
          <Figure label="Change">
            {item.change ? <PriceChangeText change={item.change} /> : <span className="text-ink-soft">Nothing to compare yet</span>}
          </Figure>
        </dl>
        {item.note ? <p className="mt-4 max-w-xl whitespace-pre-line text-sm text-ink-soft">{item.note}</p> : null}
      </div>
      <div className="col-start-2 flex gap-4 sm:col-start-auto sm:flex-col sm:gap-2">
        <button
          type="button"
          onClick={() => onOpen({ kind: 'edit', item })}
          aria-label={`Edit ${product.full_name}`}
          className="label-caps inline-flex h-9 items-center gap-1.5 text-ink-soft underline decoration-transparent underline-offset-4 hover:text-ink hover:decoration-ink"
        >
          <Pencil aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          Edit
        </button>
        <button
          type="button"
          onClick={() => onOpen({ kind: 'remove', item })}
          aria-label={`Remove ${product.full_name} from portfolio`}
          className="label-caps inline-flex h-9 items-center gap-1.5 text-ink-soft underline decoration-transparent underline-offset-4 hover:text-ink hover:decoration-ink"
        >
          <Trash2 aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          Remove
        </button>
      </div>
    </article>
  );
}

/**
 * /portfolio (club members): the pieces a member owns, each valued from the market (its last
 * sale, else the price shown), with what they paid and the move since; totals over the whole;
 * add, edit, remove; and whether others may see it.
 */
export function PortfolioPage() {
  useDocumentTitle('Portfolio');
  const query = usePortfolio();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState('');
  const data = query.data;

  let body: ReactNode;
  if (query.isError) {
    body = <ErrorState className="mt-10" message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = (
      <div aria-busy="true" className="mt-10">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
    );
  } else {
    body = (
      <>
        <Totals portfolio={data} />
        {data.items.length > 0 ? <History portfolio={data} /> : null}
        {data.items.length === 0 ? (
          <EmptyState title="Your portfolio is empty" className="mt-10" headingLevel={3}>
            Add the pieces you own to see what your collection is worth today, and how it has moved since you bought.
          </EmptyState>
        ) : (
          <div className="divide-y divide-line">
            {data.items.map((item) => (
              <PieceRow key={item.id} item={item} onOpen={setOpen} />
            ))}
          </div>
        )}
        <div className="mt-12 max-w-2xl">
          <VisibilitySwitch kind="portfolio" />
          {data.public ? (
            <p className="mt-3 text-sm text-ink-soft">
              {formatGrouped(data.followers_count)} {data.followers_count === 1 ? 'member follows' : 'members follow'} your portfolio.
            </p>
          ) : null}
        </div>
        <Showcases />
      </>
    );
  }

  return (
    <Container className="py-10 md:py-14" data-testid="portfolio-page">
      <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <Eyebrow>Your collection</Eyebrow>
          <h1 className="mt-3 font-display text-4xl font-medium leading-tight md:text-5xl">Portfolio</h1>
        </div>
        <Button variant="primary" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" strokeWidth={1.75} />
          Add a piece
        </Button>
      </header>
      <section aria-labelledby="portfolio-pieces-heading">
        <h2 id="portfolio-pieces-heading" className="sr-only">
          Your pieces
        </h2>
        <p className="sr-only" aria-live="polite">
          {status}
        </p>
        {body}
      </section>
      <AddPieceDialog open={adding} onOpenChange={setAdding} onDone={setStatus} Picker={PiecePicker} />
      {open?.kind === 'edit' ? (
        <EditPieceDialog item={open.item} open onOpenChange={(o) => !o && setOpen(null)} onDone={setStatus} />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemovePieceDialog item={open.item} open onOpenChange={(o) => !o && setOpen(null)} onDone={setStatus} />
      ) : null}
    </Container>
  );
}
