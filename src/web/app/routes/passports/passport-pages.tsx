import { Link, useParams } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { normalizePassportCode, type Passport } from '../../../../shared/listings/passports.js';
import { useMyPassports, usePassportVerification } from '../../../features/passports/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Skeleton } from '../../../ui/skeleton.js';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const fingerprint = (sha: string) => `${sha.slice(0, 12)}…${sha.slice(-4)}`;

/** /dashboard/passports (members): the digital passports of the pieces the member owns, each with its verification link. */
export function PassportsPage() {
  useDocumentTitle('Your passports');
  const query = useMyPassports();
  let body;
  if (query.isError && !query.data) body = <ErrorState title="We could not load your passports" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Skeleton className="h-60" />;
  else if (query.data.passports.length === 0)
    body = (
      <EmptyState title="No passports yet" action={<ButtonLink to="/sell">List a piece</ButtonLink>}>
        A digital passport is issued when our expert approves a piece, and passes to its buyer with each sale.
      </EmptyState>
    );
  else
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {query.data.passports.map((p) => (
          <PassportCard key={p.code} passport={p} />
        ))}
      </ul>
    );
  return (
    <Container className="py-12 md:py-16">
      <div className="border-b border-line pb-6">
        <Eyebrow>Provenance</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-medium leading-none md:text-5xl">Your passports</h1>
      </div>
      <div className="mt-10">{body}</div>
    </Container>
  );
}

function PassportCard({ passport: p }: { passport: Passport }) {
  return (
    <li className="grid gap-3 border border-line p-5" data-testid="passport">
      <p className="label-caps text-muted">{p.product.brand}</p>
      <h2 className="font-display text-2xl">{p.product.name}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-ink-soft">Passport</dt>
        <dd className="font-mono">{p.code}</dd>
        <dt className="text-ink-soft">Condition</dt>
        <dd>{p.condition}</dd>
        <dt className="text-ink-soft">Serial</dt>
        <dd>{p.serial ?? '--'}</dd>
        <dt className="text-ink-soft">Authenticated by</dt>
        <dd>{p.expert}</dd>
        <dt className="text-ink-soft">Issued</dt>
        <dd>{day(p.issued_at)}</dd>
      </dl>
      <Link to={`/passport/${p.code}`} className="label-caps text-bronze underline underline-offset-4 hover:text-ink" aria-label={`Verification page of passport ${p.code}`}>
        Verification page
      </Link>
    </li>
  );
}

/** /passport/:code (anyone): whether a passport is genuine and current, with what it certifies; the serial masked. */
export function PassportVerificationPage() {
  const { code: typed = '' } = useParams();
  const code = normalizePassportCode(typed);
  const query = usePassportVerification(code);
  useDocumentTitle(code ? `Passport ${code}` : 'Passport');
  const v = query.data;

  let body;
  if (code === null || (query.error instanceof ApiError && query.error.isNotFound)) {
    body = (
      <EmptyState title="No passport has this code">
        {`“${typed.slice(0, 40)}” is not the code of a Patina passport. Check the code on the owner’s link.`}
      </EmptyState>
    );
  } else if (query.isError) {
    body = <ErrorState title="We could not check this passport" message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (!v) {
    body = <Skeleton className="h-80" />;
  } else {
    body = (
      <div className="grid gap-8">
        <div className="flex items-center gap-3 border border-rise/40 bg-rise/5 p-4" role="status">
          <BadgeCheck aria-hidden="true" className="size-6 text-rise" />
          <p className="text-sm font-medium text-ink">Genuine and current: this passport was issued by Patina and is held by its present owner.</p>
        </div>
        <div>
          <p className="label-caps text-muted">{v.product.brand}</p>
          <h2 className="font-display text-3xl">{v.product.name}</h2>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 text-sm" data-testid="verification">
          <dt className="text-ink-soft">Passport</dt>
          <dd className="font-mono">{v.code}</dd>
          <dt className="text-ink-soft">Reference</dt>
          <dd>{v.reference ?? '--'}</dd>
          <dt className="text-ink-soft">Serial</dt>
          <dd>{v.serial ?? '--'}</dd>
          <dt className="text-ink-soft">Condition</dt>
          <dd>{v.condition}</dd>
          <dt className="text-ink-soft">Authenticated by</dt>
          <dd>{v.expert}</dd>
          <dt className="text-ink-soft">Issued</dt>
          <dd>{day(v.issued_at)}</dd>
          <dt className="text-ink-soft">Owner</dt>
          <dd>
            {v.current_owner}, since {day(v.owner_since)}
          </dd>
          <dt className="text-ink-soft">Changes of owner</dt>
          <dd>{v.transfers}</dd>
        </dl>
        <section aria-labelledby="fingerprints-heading">
          <h3 id="fingerprints-heading" className="label-caps text-muted">
            Photo fingerprints
          </h3>
          <p className="mt-1 text-xs text-ink-soft">SHA-256 of each photo the expert approved: a photo that differs is not the one certified.</p>
          <ol className="mt-3 grid gap-1 font-mono text-xs" data-testid="fingerprints">
            {v.photo_fingerprints.map((f, i) => (
              <li key={`${f}-${i}`} title={f}>
                {fingerprint(f)}
              </li>
            ))}
          </ol>
        </section>
      </div>
    );
  }
  return (
    <Container size="text" className="py-12 md:py-16">
      <div className="border-b border-line pb-6">
        <Eyebrow>Digital passport</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-medium leading-none md:text-5xl">Passport verification</h1>
      </div>
      <div className="mt-10">{body}</div>
    </Container>
  );
}
