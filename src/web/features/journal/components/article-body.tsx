import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import type { InlineRun, JournalBlock, TableCell } from '../../../../shared/journal/blocks.js';
import { isSafeHref } from '../../../../shared/journal/links.js';
import type { JournalImage } from '../../../../shared/journal/contracts.js';
import { ReportChart } from './charts/index.js';

/** How an embedded catalogue piece is drawn: the app hands in the catalogue's own card. */
export type RenderPiece = (product: ProductCard, options: { headingLevel: 2 | 3 }) => ReactNode;

/**
 * The one renderer of an article's body (issue #36): JSON blocks to React elements. Nothing
 * is ever set as HTML: text stays text, whatever it says. A link is drawn only when its
 * address passes the same check the server made (http(s), or a path on Patina).
 */
export function ArticleBody({ blocks, images, pieces, renderPiece }: { blocks: readonly JournalBlock[]; images: Record<string, JournalImage>; pieces: readonly ProductCard[]; renderPiece: RenderPiece }) {
  const byId = new Map(pieces.map((p) => [p.id, p]));
  return (
    <div className="journal-body flex flex-col gap-6 text-[1.0625rem] leading-relaxed text-ink">
      {blocks.map((block, i) => (
        <Block key={i} block={block} images={images} piece={block.type === 'piece' ? byId.get(block.productId) : undefined} renderPiece={renderPiece}
          // A piece's name is a heading: under the article's title (h1) until a section heading (h2) comes before it.
          pieceLevel={blocks.slice(0, i).some((b) => b.type === 'heading') ? 3 : 2} />
      ))}
    </div>
  );
}

function Block({ block, images, piece, renderPiece, pieceLevel }: { block: JournalBlock; images: Record<string, JournalImage>; piece: ProductCard | undefined; renderPiece: RenderPiece; pieceLevel: 2 | 3 }) {
  switch (block.type) {
    case 'paragraph':
      return <p><Runs runs={block.runs} /></p>;
    case 'heading':
      return block.level === 2
        ? <h2 className="mt-4 font-display text-3xl font-medium leading-tight">{block.text}</h2>
        : <h3 className="mt-2 font-display text-2xl font-medium leading-snug">{block.text}</h3>;
    case 'quote':
      return (
        <figure className="border-l-2 border-bronze pl-5">
          <blockquote className="font-display text-xl italic leading-snug">{block.text}</blockquote>
          {block.cite ? <figcaption className="mt-2 text-sm text-muted">— {block.cite}</figcaption> : null}
        </figure>
      );
    case 'pullquote':
      return (
        <aside aria-label="Pull quote" className="my-4 border-y border-line py-6 text-center font-display text-3xl font-medium leading-tight text-bronze-deep">
          <p>{block.text}</p>
        </aside>
      );
    case 'image': {
      const image = images[block.mediaId];
      if (!image) return null;
      return (
        <figure>
          <img src={image.url} srcSet={image.srcSet} sizes="(min-width: 768px) 720px, 100vw" alt={block.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className="h-auto w-full bg-parchment" />
          {block.caption ? <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption> : null}
        </figure>
      );
    }
    case 'piece':
      // A piece no longer in the catalogue is left out rather than drawn empty.
      return piece ? <div data-testid="journal-piece" className="mx-auto w-full max-w-xs">{renderPiece(piece, { headingLevel: pieceLevel })}</div> : null;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}><Runs runs={item} /></li>);
      return block.ordered ? <ol className="list-decimal space-y-2 pl-6">{items}</ol> : <ul className="list-disc space-y-2 pl-6">{items}</ul>;
    }
    case 'table':
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="mb-2 text-left font-medium text-ink">{block.caption}</caption>
            <thead>
              <tr>{block.columns.map((c, i) => <th key={i} scope="col" className="border-b border-line-strong py-2 pr-4 text-left font-medium">{c}</th>)}</tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>{row.map((cell, c) => <td key={c} className="border-b border-line py-2 pr-4 tabular-nums"><Cell cell={cell} /></td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'chart':
      return <ReportChart block={block} />;
  }
}

/** A paragraph's or list item's runs: bold, italic, links (the writing page shows them too). */
export function Runs({ runs }: { runs: readonly InlineRun[] }) {
  return runs.map((run, i) => {
    let node: ReactNode = run.text;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong className="font-semibold">{node}</strong>;
    if (run.href && isSafeHref(run.href)) node = <RunLink href={run.href}>{node}</RunLink>;
    return <span key={i}>{node}</span>;
  });
}

function RunLink({ href, children }: { href: string; children: ReactNode }) {
  const cls = 'text-bronze-deep underline decoration-line-strong underline-offset-4 hover:decoration-bronze';
  return href.startsWith('/')
    ? <Link to={href} className={cls}>{children}</Link>
    : <a href={href} rel="noopener noreferrer nofollow" target="_blank" className={cls}>{children}</a>;
}

function Cell({ cell }: { cell: TableCell }) {
  return cell.href && cell.href.startsWith('/') && isSafeHref(cell.href)
    ? <Link to={cell.href} className="underline decoration-line-strong underline-offset-4 hover:text-bronze">{cell.text}</Link>
    : <>{cell.text}</>;
}

