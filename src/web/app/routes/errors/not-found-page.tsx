import { Link } from 'react-router';
import { CATEGORY_LINKS } from '../../../features/catalog/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from '../../../ui/eyebrow.js';

/** Unknown paths, unknown categories and brands: say so, and offer the way home. */
export function NotFoundPage({ what }: { what?: string }) {
  useDocumentTitle('Page not found');
  return (
    <Container size="text" className="py-20 text-center md:py-28">
      <Eyebrow>Error 404</Eyebrow>
      <h1 className="mt-4 font-display text-5xl font-medium md:text-6xl">Page not found</h1>
      <p className="mx-auto mt-6 max-w-md text-[0.9375rem] leading-7 text-ink-soft">
        {what ?? 'We could not find the page you asked for. It may have moved, or the address may be mistyped.'}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" variant="primary">
          Return to the marketplace
        </ButtonLink>
        <ButtonLink to="/search" variant="secondary">
          Search the catalogue
        </ButtonLink>
      </div>
      <nav aria-labelledby="not-found-browse" className="mt-16 border-t border-line pt-10">
        <h2 id="not-found-browse" className="label-caps text-muted">
          Or browse a category
        </h2>
        <ul className="mt-5 flex flex-wrap justify-center gap-x-6 gap-y-3">
          {CATEGORY_LINKS.map((c) => (
            <li key={c.slug}>
              <Link to={c.href} className="text-sm text-ink underline decoration-line-strong underline-offset-4 hover:text-bronze hover:decoration-bronze">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}

export const Component = NotFoundPage;
