import { useState } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { useCatalogueSearch } from '../api/search-catalogue.js';
import { CATEGORIES, categoryName, type SellForm } from '../draft-form.js';
import { Group, named } from './fields.js';

export interface StepProps {
  form: SellForm;
  update: (patch: Partial<SellForm>) => void;
  error: (path: string) => string | null;
}

/** Step 1: pick the piece from the catalogue, or describe one the catalogue lacks (brand and name required). */
export function PieceStep({ form, update, error, initialQuery }: StepProps & { initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const search = useCatalogueSearch(form.pieceKind === 'catalogue' && !form.product ? query : '');
  const results = search.data?.results ?? [];
  const pieceError = error('piece');

  return (
    <div className="grid gap-8">
      <Group legend="How would you like to describe it?">
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          {(['catalogue', 'new'] as const).map((kind) => (
            <label key={kind} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
              <input
                type="radio"
                name="piece-kind"
                value={kind}
                className="size-4 accent-bronze"
                checked={form.pieceKind === kind}
                onChange={() => update({ pieceKind: kind })}
              />
              {kind === 'catalogue' ? 'Find it in the catalogue' : 'Describe a piece the catalogue lacks'}
            </label>
          ))}
        </div>
      </Group>

      {form.pieceKind === 'catalogue' ? (
        form.product ? (
          <div className="flex flex-wrap items-center gap-5 border border-line p-4" data-testid="chosen-piece">
            {form.product.image_feature ? <img src={form.product.image_feature} alt="" className="size-16 object-cover" /> : null}
            <div className="min-w-0 flex-1">
              <p className="label-caps text-muted">{form.product.brand || categoryName(form.product.category)}</p>
              <p className="font-display text-xl">{form.product.name}</p>
            </div>
            <Button variant="quiet" size="sm" onClick={() => update({ product: null })}>
              Change the piece
            </Button>
          </div>
        ) : (
          <div className="grid gap-4">
            <TextField
              label="Search the catalogue"
              type="search"
              value={query}
              maxLength={200}
              placeholder="Brand, model or reference"
              onChange={(e) => setQuery(e.target.value)}
              error={pieceError}
            />
            <div aria-live="polite" className="text-sm text-ink-soft">
              {query.trim().length < 2
                ? 'Type at least 2 characters to search.'
                : search.isError
                  ? 'Failed to search catalog. Please try again.'
                  : search.isFetching && results.length === 0
                    ? 'Searching our catalog...'
                    : search.data && results.length === 0
                      ? 'No matches found. Describe the piece instead.'
                      : search.data
                        ? `${results.length} ${results.length === 1 ? 'match' : 'matches'}`
                        : ''}
            </div>
            {results.length > 0 && query.trim().length >= 2 ? (
              <ul className="grid gap-2" aria-label="Catalogue matches">
                {results.map((r) => (
                  <li key={r.id} className="flex items-center gap-4 border border-line p-3">
                    {r.image_feature ? <img src={r.image_feature} alt="" className="size-12 object-cover" /> : <Search aria-hidden="true" className="size-5 text-muted" />}
                    <div className="min-w-0 flex-1">
                      <p className="label-caps text-muted">{r.brand}</p>
                      <p className="truncate text-sm text-ink">{r.name}</p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Choose ${r.brand} ${r.name}`}
                      onClick={() => update({ product: { id: r.id, slug: r.slug, name: r.name, brand: r.brand, category: r.category, image_feature: r.image_feature } })}
                    >
                      Choose
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Brand" required maxLength={100} value={form.brand} onChange={(e) => update({ brand: e.target.value })} error={named('Brand', error('piece.brand'))} />
          <TextField label="Name" required maxLength={200} value={form.name} onChange={(e) => update({ name: e.target.value })} error={named('Name', error('piece.name'))} />
          <div className="flex flex-col gap-1.5">
            <Select label="Category" required value={form.category} onChange={(e) => update({ category: e.target.value as SellForm['category'] })} aria-invalid={error('piece.category') ? true : undefined}>
              <option value="">Choose the category</option>
              {CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </Select>
            {error('piece.category') ? <p className="text-xs text-fall">{named('Category', error('piece.category'))}</p> : null}
          </div>
          <TextField label="Model" maxLength={120} value={form.model} onChange={(e) => update({ model: e.target.value })} error={named('Model', error('piece.model'))} />
          <TextField label="Reference" maxLength={80} value={form.reference} onChange={(e) => update({ reference: e.target.value })} error={named('Reference', error('piece.reference'))} />
          {pieceError && !error('piece.brand') && !error('piece.name') ? <p className="text-xs text-fall sm:col-span-2">{pieceError}</p> : null}
        </div>
      )}
    </div>
  );
}
