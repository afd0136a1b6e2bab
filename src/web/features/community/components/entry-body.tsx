import type { ReactNode } from 'react';
import type { InlineRun } from '../../../../shared/journal/blocks.js';
import type { CommunityPhoto, MemberBlock } from '../../../../shared/community/contracts.js';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import { PieceCard } from './piece-card.js';

/** Runs of text as React draws them: what a member typed stays text, whatever it looks like. */
function Runs({ runs }: { runs: readonly InlineRun[] }) {
  return (
    <>
      {runs.map((run, i) => {
        let node: ReactNode = run.text;
        if (run.bold) node = <strong>{node}</strong>;
        if (run.italic) node = <em>{node}</em>;
        if (run.href) {
          const external = !run.href.startsWith('/');
          node = (
            <a href={run.href} className="underline underline-offset-4 hover:text-bronze" {...(external ? { rel: 'nofollow ugc noopener noreferrer', target: '_blank' } : {})}>
              {node}
            </a>
          );
        }
        return <span key={i}>{node}</span>;
      })}
    </>
  );
}

/**
 * A member's entry body: the Journal's blocks members may use, drawn with React (never as
 * HTML). Pieces are live cards; photos come from the entry's own uploads.
 */
export function EntryBody({ blocks, pieces, photos }: { blocks: readonly MemberBlock[]; pieces: readonly ProductCard[]; photos: readonly CommunityPhoto[] }) {
  const cards = new Map(pieces.map((p) => [p.id, p]));
  const images = new Map(photos.map((p) => [p.id, p]));
  return (
    <div className="flex flex-col gap-6 text-base leading-7 text-ink">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'paragraph':
            return <p key={i}><Runs runs={block.runs} /></p>;
          case 'heading':
            return block.level === 2
              ? <h2 key={i} className="mt-4 font-display text-3xl font-medium">{block.text}</h2>
              : <h3 key={i} className="mt-2 font-display text-2xl font-medium">{block.text}</h3>;
          case 'quote':
            return (
              <blockquote key={i} className="border-l-2 border-bronze pl-5 font-display text-xl italic">
                <p>{block.text}</p>
                {block.cite ? <footer className="mt-2 text-sm not-italic text-muted">— {block.cite}</footer> : null}
              </blockquote>
            );
          case 'list': {
            const items = block.items.map((item, j) => <li key={j}><Runs runs={item} /></li>);
            return block.ordered
              ? <ol key={i} className="list-decimal space-y-2 pl-6">{items}</ol>
              : <ul key={i} className="list-disc space-y-2 pl-6">{items}</ul>;
          }
          case 'image': {
            const photo = images.get(block.mediaId);
            if (!photo) return null;
            const r = photo.renditions.card;
            return (
              <figure key={i} className="flex flex-col gap-2">
                <img src={r.url} alt={block.alt} width={r.width} height={r.height} loading="lazy" className="h-auto w-full bg-ivory-deep" />
                {block.caption ? <figcaption className="text-sm text-muted">{block.caption}</figcaption> : null}
              </figure>
            );
          }
          case 'piece': {
            const card = cards.get(block.productId);
            return card ? <PieceCard key={i} piece={card} /> : null;
          }
        }
      })}
    </div>
  );
}
