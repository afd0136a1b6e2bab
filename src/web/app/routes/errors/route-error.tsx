import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../../lib/api-client.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { NotFoundPage } from './not-found-page.js';

/**
 * The error boundary around every page: the header and footer stay, the page explains what
 * went wrong and offers a reload (a new deploy can leave an old chunk missing).
 */
export function RouteError() {
  const error = useRouteError();
  if ((isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && error.isNotFound)) {
    return <NotFoundPage />;
  }
  const message = error instanceof ApiError ? error.message : 'An unexpected error stopped this page from opening. Reloading usually helps.';
  return (
    <Container size="text" className="py-20 text-center md:py-28">
      <Eyebrow>Something went wrong</Eyebrow>
      <h1 className="mt-4 font-display text-5xl font-medium">This page could not open</h1>
      <p role="alert" className="mx-auto mt-6 max-w-md text-[0.9375rem] leading-7 text-ink-soft">
        {message}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <ButtonLink to="/" variant="secondary">
          Return to the marketplace
        </ButtonLink>
      </div>
    </Container>
  );
}
