import { useId, useState } from 'react';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { useCatalogueSearch, usePortfolioPieces, type PieceChoice } from '../api/find-pieces.js';

/** Tags pieces on an entry: the member's portfolio first, or any piece of the catalogue by its name. */
export function PiecePicker({ chosen, onAdd }: { chosen: readonly number[]; onAdd: (piece: PieceChoice) => void }) {
  const [query, setQuery] = useState('');
  const search = useCatalogueSearch(query);
  const portfolio = usePortfolioPieces();
  const headingId = useId();
  const results = query.trim().length >= 2 ? (search.data ?? []) : (portfolio.data ?? []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border border-line p-4">
      <h3 id={headingId} className="label-caps text-muted">Tag a piece</h3>
      <TextField label="Search the catalogue" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Cartier Tank, Birkin 30…" />
      <p className="text-sm text-ink-soft" aria-live="polite">
        {query.trim().length >= 2
          ? search.isFetching ? 'Searching…' : `${results.length} ${results.length === 1 ? 'piece' : 'pieces'} found`
          : results.length > 0 ? 'From your portfolio' : 'Type two letters or more to search the catalogue.'}
      </p>
      <ul className="flex flex-col divide-y divide-line">
        {results.map((p) => (
          <li key={`${p.from}-${p.id}`} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="label-caps block text-muted">{p.brand}</span>
              <span className="block truncate text-sm">{p.name}</span>
            </span>
            <Button size="sm" variant="secondary" disabled={chosen.includes(p.id)} onClick={() => onAdd(p)}>
              {chosen.includes(p.id) ? 'Tagged' : 'Tag'}
              <span className="sr-only"> {p.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
