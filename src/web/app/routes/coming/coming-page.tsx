import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { capsLinkClasses } from '../../../ui/text-link.js';

export interface ComingPageProps {
  title: string;
  /** What the page will hold, specifically. */
  what: string;
  eyebrow?: string;
  /** Facts the visitor brought with them (the slug, the query), shown as they are. */
  details?: ReactNode;
  /** A further way forward besides the marketplace. */
  extraLink?: { label: string; href: string };
  note?: ReactNode;
}

/**
 * An honest page for a route whose capability a later release builds: what will be here, and
 * the way back to what already works. It never shows invented data.
 */
export function ComingPage({ title, what, eyebrow = 'Opening soon', details, extraLink, note }: ComingPageProps) {
  useDocumentTitle(title);
  return (
    <Container size="text" className="py-20 md:py-28">
      <div className="border-l border-bronze pl-6 md:pl-10">
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 className="mt-4 font-display text-5xl font-medium leading-[1.05] md:text-6xl">{title}</h1>
        <p className="mt-6 max-w-xl text-[1.0625rem] leading-8 text-ink-soft">{what}</p>
        {details ? <div className="mt-6 text-[0.9375rem] leading-7 text-ink">{details}</div> : null}
        <p className="mt-6 max-w-xl text-sm leading-6 text-muted">
          {note ?? 'This page opens with a coming release of Patina. Until then, the marketplace is open: every piece in it is examined by an expert, and every payment is held in escrow.'}
        </p>
        <div className="mt-10 flex flex-wrap items-center gap-x-8 gap-y-4">
          <ButtonLink to="/" variant="primary">
            Back to the marketplace
          </ButtonLink>
          {extraLink ? (
            <Link to={extraLink.href} className={capsLinkClasses()}>
              {extraLink.label}
              <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
            </Link>
          ) : null}
        </div>
      </div>
    </Container>
  );
}
