import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { CATEGORY_LINKS } from '../../features/catalog/index.js';
import { Container } from '../../ui/container.js';

const COMPANY_LINKS = [
  { label: 'Membership', href: '/membership' },
  { label: 'Journal', href: '/journal' },
  { label: 'Terms', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
] as const;

const footerLink = 'text-sm text-ivory/85 transition-colors hover:text-gilt';

export function SiteFooter() {
  return (
    <footer className="mt-24 bg-ink text-ivory md:mt-32">
      <Container className="py-16 md:py-20">
        <div className="grid gap-12 md:grid-cols-[1.4fr_2fr_1fr] md:gap-16">
          <div>
            <p className="font-display text-3xl font-semibold uppercase tracking-[var(--tracking-wordmark)]">Patina</p>
            <p className="mt-5 max-w-xs font-display text-xl leading-snug text-ivory/90">
              Authenticated luxury, bought and sold among members.
            </p>
          </div>
          <nav aria-label="Footer" className="contents">
            <div>
              <h2 className="label-caps text-gilt">Categories</h2>
              <ul className="mt-5 grid grid-cols-2 gap-x-8 gap-y-3 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3">
                {CATEGORY_LINKS.map((c) => (
                  <li key={c.slug}>
                    <Link to={c.href} className={footerLink}>
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="label-caps text-gilt">Company</h2>
              <ul className="mt-5 space-y-3">
                {COMPANY_LINKS.map((l) => (
                  <li key={l.href}>
                    <Link to={l.href} className={footerLink}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        </div>
        <div className="mt-16 flex flex-col gap-4 border-t border-ivory/20 pt-8 text-[0.8125rem] text-on-ink-muted md:flex-row md:items-center md:justify-between">
          <p className="flex items-start gap-2.5">
            <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-gilt" strokeWidth={1.4} />
            <span>Every item authenticated by an expert · Payments protected by escrow</span>
          </p>
          <p>© 2026 Patina</p>
        </div>
      </Container>
    </footer>
  );
}
