import { useEffect, useId, useState } from 'react';
import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/search/constants.js';
import { useInstantResults } from '../../../features/search/index.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { TextField } from '../../../ui/text-field.js';
import type { PiecePickerProps } from '../../../features/portfolio/index.js';

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Finds the piece in the catalogue (the search of the header, SPEC §7 instant, 8 results) and
 * picks one: a radio group, so arrow keys move and the choice is announced.
 */
export function PiecePicker({ picked, onPick }: PiecePickerProps) {
  const [text, setText] = useState('');
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const results = useInstantResults(query);
  const groupId = useId();
  const items = results.data?.results ?? [];
  return (
    <div>
      <TextField
        label="Find the piece"
        type="search"
        autoComplete="off"
        placeholder="Brand, model or reference"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p className="sr-only" aria-live="polite">
        {query && results.data ? `${items.length} ${items.length === 1 ? 'piece' : 'pieces'} found` : ''}
      </p>
      {items.length > 0 ? (
        <div role="radiogroup" aria-labelledby={`${groupId}-label`} className="mt-3 max-h-64 overflow-y-auto border border-line">
          <span id={`${groupId}-label`} className="sr-only">
            Pieces found
          </span>
          {items.map((r) => {
            const on = picked?.id === r.id;
            return (
              <label
                key={r.id}
                className={clsx('flex cursor-pointer items-center gap-3 border-b border-line px-3 py-2 last:border-b-0 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-bronze', on && 'bg-ivory-deep')}
              >
                <input type="radio" name={groupId} className="sr-only" checked={on} onChange={() => onPick(r)} />
                <span className="w-12 shrink-0">
                  <FramedImage src={imageAtWidth(r.image_feature, 200)} alt="" width={200} height={200} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="label-caps block text-bronze">{r.brand}</span>
                  <span className="block truncate text-sm text-ink">{r.name}</span>
                </span>
                {on ? <Check aria-hidden="true" className="size-4 text-ink" strokeWidth={2} /> : null}
              </label>
            );
          })}
        </div>
      ) : query && results.data ? (
        <p className="mt-3 text-sm text-ink-soft">No matches found. Try the brand and model, or the reference.</p>
      ) : null}
      {picked ? (
        <p className="mt-3 text-sm text-ink" data-testid="picked-piece">
          Chosen: <strong className="font-medium">{picked.full_name}</strong>
        </p>
      ) : null}
    </div>
  );
}
