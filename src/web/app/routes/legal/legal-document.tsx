import { Link } from 'react-router';
import { inlineParts, type PolicyBlock, type PolicyDocument } from '../../../../shared/policies/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';

export const LEGAL_DATE = '21 November 2026';

function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <Link key={i} to={part.to}>
            {part.text}
          </Link>
        ) : part.kind === 'strong' ? (
          <strong key={i}>{part.text}</strong>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  if (block.kind === 'ul') {
    return (
      <ul>
        {block.items.map((item, i) => (
          <li key={i}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (block.kind === 'h3') return <h3><Inline text={block.text} /></h3>;
  return (
    <p>
      <Inline text={block.text} />
    </p>
  );
}

/** A legal text (src/shared/policies): title, date, an index of its sections and the sections themselves. */
export function LegalDocument({ document }: { document: PolicyDocument }) {
  const { title, intro, sections } = document;
  useDocumentTitle(title);
  return (
    <Container className="py-14 md:py-20">
      <div className="grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-20">
        <div className="lg:sticky lg:top-8 lg:self-start">
          <p className="label-caps text-bronze">Legal</p>
          <h1 className="mt-4 font-display text-5xl font-medium leading-none md:text-6xl">{title}</h1>
          <p className="mt-5 text-sm text-muted">
            Last updated <time dateTime="2026-11-21">{LEGAL_DATE}</time>
          </p>
          <nav aria-label="On this page" className="mt-10 hidden border-t border-line pt-6 lg:block">
            <ol className="space-y-2.5 text-[0.8125rem]">
              {sections.map((s, i) => (
                <li key={s.id} className="flex gap-3">
                  <span aria-hidden="true" className="w-5 shrink-0 text-muted tabular-nums">
                    {i + 1}.
                  </span>
                  <a href={`#${s.id}`} className="text-ink-soft hover:text-bronze">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <div className="max-w-[42rem]">
          <p className="border-b border-line pb-8 font-display text-xl leading-8 text-ink md:text-[1.375rem] md:leading-9">{intro}</p>
          <article className="prose-legal" aria-label={title}>
          {sections.map((s, i) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>
                <span className="mr-3 text-bronze">{i + 1}.</span>
                {s.title}
              </h2>
              {s.blocks.map((b, j) => (
                <Block key={j} block={b} />
              ))}
            </section>
          ))}
          </article>
        </div>
      </div>
    </Container>
  );
}
