import { Link } from 'react-router';
import { JOURNAL_SECTION_LABELS, JOURNAL_SECTIONS, type JournalSection } from '../../../../shared/journal/sections.js';
import type { JournalIndex } from '../../../../shared/journal/contracts.js';
import { Pagination } from '../../../ui/pagination.js';
import { ArticleCard } from './article-card.js';

export const journalHref = (section: JournalSection | null, page = 1) => {
  const q = new URLSearchParams();
  if (section) q.set('section', section);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/journal?${s}` : '/journal';
};

/** The sections, as links that filter the front page. */
export function SectionNav({ current }: { current: JournalSection | null }) {
  return (
    <nav aria-label="Journal sections" className="border-y border-line">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 py-3 text-sm">
        <li><Link to="/journal" aria-current={current === null ? 'page' : undefined} className="hover:text-bronze aria-[current=page]:font-semibold aria-[current=page]:text-bronze-deep">All stories</Link></li>
        {JOURNAL_SECTIONS.map((s) => (
          <li key={s}>
            <Link to={journalHref(s)} aria-current={current === s ? 'page' : undefined} className="hover:text-bronze aria-[current=page]:font-semibold aria-[current=page]:text-bronze-deep">{JOURNAL_SECTION_LABELS[s]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The Journal's front page: the lead story, the latest, each section, and the newest market
 * report of each category; later pages (and a section) list the stories alone.
 */
export function JournalFront({ index, section }: { index: JournalIndex; section: JournalSection | null }) {
  const empty = index.total === 0;
  return (
    <div className="flex flex-col gap-14">
      <SectionNav current={section} />
      {empty ? <p className="text-ink-soft">No stories here yet. The first are being written.</p> : null}
      {index.lead ? <ArticleCard article={index.lead} size="lead" headingLevel={2} eager /> : null}
      {index.latest.length > 0 ? (
        <section aria-labelledby="journal-latest">
          <h2 id="journal-latest" className="border-b border-line pb-3 font-display text-3xl font-medium">{section ? JOURNAL_SECTION_LABELS[section] : index.page > 1 ? `Stories, page ${index.page}` : 'Latest'}</h2>
          <div className="mt-8 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {index.latest.map((a) => <ArticleCard key={a.slug} article={a} />)}
          </div>
        </section>
      ) : null}
      {index.reports.length > 0 ? (
        <section aria-labelledby="journal-reports">
          <h2 id="journal-reports" className="border-b border-line pb-3 font-display text-3xl font-medium">The newest market report of each category</h2>
          <ul className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
            {index.reports.map((a) => <li key={a.slug}><ArticleCard article={a} size="compact" /></li>)}
          </ul>
        </section>
      ) : null}
      {index.sections.map((s) => (
        <section key={s.section} aria-labelledby={`journal-${s.section}`}>
          <div className="flex items-end justify-between gap-4 border-b border-line pb-3">
            <h2 id={`journal-${s.section}`} className="font-display text-3xl font-medium">{s.label}</h2>
            <Link to={journalHref(s.section)} className="label-caps pb-1 text-bronze hover:text-bronze-deep">All {s.label.toLowerCase()}</Link>
          </div>
          <div className="mt-8 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
            {s.articles.map((a) => <ArticleCard key={a.slug} article={a} />)}
          </div>
        </section>
      ))}
      <Pagination page={index.page} pageCount={index.pages} hrefFor={(p) => journalHref(section, p)} label="Journal pages" />
    </div>
  );
}
