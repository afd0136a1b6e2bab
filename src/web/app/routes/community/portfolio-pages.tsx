import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { clsx } from 'clsx';
import { Bell, BellOff, Heart, Pencil, Share2, Trash2 } from 'lucide-react';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { formatDate } from '../../../../shared/dates.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import type { Showcase } from '../../../../shared/portfolio/showcase.js';
import { VALUE_SOURCE_LABELS } from '../../../../shared/portfolio/valuation.js';
import { productHref } from '../../../features/catalog/index.js';
import {
  ShowcaseForm, useCreateShowcase, useDeleteShowcase, usePortfolio, useShowcase, useShowcaseReaction, useUpdateShowcase, ValueHistoryPanel,
} from '../../../features/portfolio/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Price } from '../../../ui/price.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { NotFoundPage } from '../errors/not-found-page.js';

/** Public portfolios' pages (issue #37). The route gate asks sign-in (guests) and the club (registered) first. */

const GONE = 'We could not find this portfolio. It may have been deleted.';

function idParam(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
}

function Loading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

const refusal = (error: unknown) => (error instanceof Error ? error.message : null);

/** `/community/portfolios/create`: a public portfolio from the member's own pieces. */
export function CommunityPortfolioCreatePage() {
  useDocumentTitle('Create a portfolio');
  const navigate = useNavigate();
  const portfolio = usePortfolio();
  const create = useCreateShowcase();
  return (
    <Container size="text" className="flex flex-col gap-8 py-10 md:py-14">
      <header>
        <Eyebrow>Public portfolio</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-medium leading-tight">Create a portfolio</h1>
        <p className="mt-3 text-sm text-ink-soft">Gather pieces you own into a portfolio members can follow, such as “Cartier before 1990”.</p>
      </header>
      {portfolio.isPending ? <Loading /> : portfolio.isError ? (
        <ErrorState message={portfolio.error.message} onRetry={() => void portfolio.refetch()} />
      ) : (
        <ShowcaseForm
          items={portfolio.data.items}
          submitLabel="Publish the portfolio"
          pending={create.isPending}
          error={refusal(create.error)}
          onSubmit={(input) => create.mutate(input, { onSuccess: (made) => void navigate(`/community/portfolios/${made.id}`) })}
        />
      )}
    </Container>
  );
}

/** `/community/portfolios/{id}/edit`: the owner changes or deletes their portfolio. */
export function CommunityPortfolioEditPage() {
  const id = idParam(useParams().id);
  const navigate = useNavigate();
  const showcase = useShowcase(id);
  const portfolio = usePortfolio();
  const update = useUpdateShowcase(id ?? 0);
  const remove = useDeleteShowcase();
  useDocumentTitle(showcase.data ? `Edit: ${showcase.data.title}` : 'Edit a portfolio');
  if (id === null || (showcase.error instanceof ApiError && showcase.error.status === 404) || (showcase.data && !showcase.data.mine)) return <NotFoundPage what={GONE} />;
  return (
    <Container size="text" className="flex flex-col gap-8 py-10 md:py-14">
      <header>
        <Eyebrow>Public portfolio</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-medium leading-tight">Edit your portfolio</h1>
      </header>
      {showcase.isPending || portfolio.isPending ? <Loading /> : showcase.isError ? (
        <ErrorState message={showcase.error.message} onRetry={() => void showcase.refetch()} />
      ) : portfolio.isError ? (
        <ErrorState message={portfolio.error.message} onRetry={() => void portfolio.refetch()} />
      ) : (
        <>
          <ShowcaseForm
            key={showcase.data.id}
            items={portfolio.data.items}
            initial={showcase.data}
            submitLabel="Save changes"
            pending={update.isPending}
            error={refusal(update.error)}
            onSubmit={(input) => update.mutate(input, { onSuccess: () => void navigate(`/community/portfolios/${id}`) })}
          />
          <div className="border-t border-line pt-6">
            <Button
              type="button"
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm('Delete this public portfolio? Your pieces stay in your own portfolio.')) {
                  remove.mutate(id, { onSuccess: () => void navigate('/portfolio', { replace: true }) });
                }
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
              Delete this portfolio
            </Button>
          </div>
        </>
      )}
    </Container>
  );
}

function ShareButton({ title }: { title: string }) {
  const [said, setSaid] = useState('');
  async function share() {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setSaid('The link is copied.');
    } catch {
      setSaid(`Copy this link to share it: ${url}`);
    }
  }
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
        Share
      </Button>
      <span className="sr-only" aria-live="polite">{said}</span>
    </>
  );
}

function ShowcaseView({ showcase }: { showcase: Showcase }) {
  const follow = useShowcaseReaction(showcase.id, 'follow');
  const appreciate = useShowcaseReaction(showcase.id, 'appreciation');
  const names = new Map(showcase.pieces.map((p) => [p.item_id, p.product.full_name]));
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-6 border-b border-line pb-8">
        {showcase.cover ? (
          <div className="max-w-xs" aria-hidden="true">
            <FramedImage src={imageAtWidth(showcase.cover, 400)} alt="" width={400} height={400} loading="eager" />
          </div>
        ) : null}
        <div>
          <Eyebrow>Public portfolio</Eyebrow>
          <h1 className="mt-3 font-display text-4xl font-medium leading-tight md:text-5xl">{showcase.title}</h1>
          <p className="mt-3 text-sm text-ink-soft">
            By <Link to={`/members/${showcase.owner.handle}`} className="underline underline-offset-4 hover:text-ink">{showcase.owner.name}</Link>
            {showcase.published_at ? ` · ${formatDate(showcase.published_at)}` : ''}
            {' · '}{formatGrouped(showcase.pieces_count)} {showcase.pieces_count === 1 ? 'piece' : 'pieces'}
          </p>
          {showcase.description ? <p className="mt-4 max-w-2xl whitespace-pre-line text-ink">{showcase.description}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {showcase.mine ? (
            <ButtonLink to={`/community/portfolios/${showcase.id}/edit`} variant="secondary">
              <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />Edit
            </ButtonLink>
          ) : (
            <>
              <Button type="button" variant={showcase.following ? 'primary' : 'secondary'} aria-pressed={showcase.following} disabled={follow.isPending} onClick={() => follow.mutate(!showcase.following)}>
                {showcase.following ? <BellOff aria-hidden="true" className="size-4" strokeWidth={1.5} /> : <Bell aria-hidden="true" className="size-4" strokeWidth={1.5} />}
                {showcase.following ? 'Following' : 'Follow'}
              </Button>
              <Button type="button" variant={showcase.appreciated ? 'primary' : 'secondary'} aria-pressed={showcase.appreciated} disabled={appreciate.isPending} onClick={() => appreciate.mutate(!showcase.appreciated)}>
                <Heart aria-hidden="true" className={clsx('size-4', showcase.appreciated && 'fill-current')} strokeWidth={1.5} />
                {showcase.appreciated ? 'Appreciated' : 'Appreciate'}
              </Button>
            </>
          )}
          <ShareButton title={showcase.title} />
          <p className="text-sm text-ink-soft" aria-live="polite" data-testid="showcase-counts">
            {formatGrouped(showcase.followers_count)} {showcase.followers_count === 1 ? 'follower' : 'followers'} · {formatGrouped(showcase.appreciations_count)} {showcase.appreciations_count === 1 ? 'appreciation' : 'appreciations'}
          </p>
        </div>
      </header>

      {showcase.show_values && showcase.value !== null ? (
        <div>
          <p className="label-caps text-muted">Estimated value today</p>
          <p className="mt-1.5 font-display text-3xl" data-testid="showcase-value">
            {showcase.value > 0 ? <Price cents={showcase.value} /> : 'None of these pieces has a market figure yet.'}
          </p>
          {showcase.history ? <ValueHistoryPanel history={showcase.history} names={names} /> : null}
        </div>
      ) : null}

      <section aria-labelledby="showcase-pieces">
        <h2 id="showcase-pieces" className="font-display text-2xl font-medium">The pieces</h2>
        <ol className="mt-6 grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-4">
          {showcase.pieces.map((p) => (
            <li key={p.item_id} data-testid="showcase-piece">
              <Link to={productHref(p.product)} className="group block">
                <div aria-hidden="true"><FramedImage src={imageAtWidth(p.product.image_feature, 400)} alt="" width={400} height={400} /></div>
                <p className="label-caps mt-3 text-bronze">{p.product.brand}</p>
                <p className="mt-1 font-display text-lg leading-snug group-hover:underline">{p.product.name}</p>
              </Link>
              {showcase.show_values ? (
                <p className="mt-1 text-sm text-ink-soft">
                  {p.market_value !== null ? <><Price cents={p.market_value} />{p.value_source ? ` · ${VALUE_SOURCE_LABELS[p.value_source]}` : ''}</> : 'No market figure yet'}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

/** `/community/portfolios/{id}`: a public portfolio as members see it. */
export function CommunityPortfolioPage() {
  const id = idParam(useParams().id);
  const showcase = useShowcase(id);
  useDocumentTitle(showcase.data ? showcase.data.title : 'Public portfolio');
  if (id === null || (showcase.error instanceof ApiError && showcase.error.status === 404)) return <NotFoundPage what={GONE} />;
  return (
    <Container className="py-10 md:py-14">
      {showcase.isPending ? <Loading /> : showcase.isError ? (
        <ErrorState message={showcase.error.message} onRetry={() => void showcase.refetch()} />
      ) : <ShowcaseView showcase={showcase.data} />}
    </Container>
  );
}
