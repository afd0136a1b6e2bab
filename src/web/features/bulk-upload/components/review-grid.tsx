import { useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { api } from '../../../lib/api-client.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import { CONDITIONS, type Condition } from '../../../../shared/catalog/conditions.js';
import type { Batch, BulkPiece, SubmitAnswer } from '../../../../shared/bulk-upload/contracts.js';
import { parsePrice } from '../../../../shared/bulk-upload/mapping.js';
import { useApplyToPieces, useEditPiece, useSubmitPieces } from '../api/batch-actions.js';

type Filter = 'all' | 'problems' | 'blocking' | 'low' | 'ready';
type Sort = 'sheet' | 'confidence_asc' | 'confidence_desc' | 'problems';

const FILTERS: Record<Filter, string> = {
  all: 'All pieces',
  problems: 'With any problem',
  blocking: 'Must be fixed',
  low: 'Uncertain match',
  ready: 'Ready to submit',
};
const SORTS: Record<Sort, string> = {
  sheet: 'Sheet order',
  confidence_asc: 'Confidence, lowest first',
  confidence_desc: 'Confidence, highest first',
  problems: 'Most problems first',
};

const dollars = (cents: number) => `$${formatGrouped(Math.round(cents / 100))}`;
export const pieceLabel = (p: Pick<BulkPiece, 'row' | 'position'>) => (p.row !== null ? `Row ${p.row}` : `Piece ${p.position + 1}`);
const blocking = (p: BulkPiece) => p.problems.filter((x) => x.blocking);

const PHOTO_FIELD_NAMES: Record<BulkPiece['read_from_photo'][number]['field'], string> = { brand: 'house', model: 'model', reference: 'reference', serial: 'serial', year: 'year' };

/** 'Read from photo: reference 116610LN, serial 7K1234 (lot7_label.jpg)': which values the label gave, off which photo. */
function readFromPhoto(p: Pick<BulkPiece, 'fields' | 'read_from_photo'>): string {
  const byFile = new Map<string, string[]>();
  for (const r of p.read_from_photo) {
    const value = p.fields[r.field];
    if (value === null) continue;
    byFile.set(r.file, [...(byFile.get(r.file) ?? []), `${PHOTO_FIELD_NAMES[r.field]} ${value}`]);
  }
  return `Read from photo: ${[...byFile].map(([file, values]) => `${values.join(', ')} (${file})`).join('; ')}`;
}

function visible(pieces: readonly BulkPiece[], filter: Filter, sort: Sort): BulkPiece[] {
  const kept = pieces.filter((p) => {
    if (filter === 'problems') return p.problems.length > 0;
    if (filter === 'blocking') return blocking(p).length > 0 && p.state !== 'submitted';
    if (filter === 'low') return p.problems.some((x) => x.code === 'low_confidence' || x.code === 'no_match');
    if (filter === 'ready') return blocking(p).length === 0 && p.state !== 'submitted';
    return true;
  });
  const confidence = (p: BulkPiece) => p.match?.confidence ?? -1;
  if (sort === 'confidence_asc') kept.sort((a, b) => confidence(a) - confidence(b));
  else if (sort === 'confidence_desc') kept.sort((a, b) => confidence(b) - confidence(a));
  else if (sort === 'problems') kept.sort((a, b) => b.problems.length - a.problems.length || a.position - b.position);
  return kept;
}

/** A price typed in dollars ('1,200', '$950'), committed when the field is left. */
function PriceCell({ piece, onSave }: { piece: BulkPiece; onSave: (cents: number | null) => void }) {
  const shown = piece.fields.price === null ? '' : String(Math.round(piece.fields.price / 100));
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (text.trim() === shown) return;
    if (text.trim() === '') return onSave(null);
    const cents = parsePrice(text);
    if (cents === null) return setError('Not a price');
    setError(null);
    onSave(cents);
  };
  return (
    <TextField
      label={`Price of ${pieceLabel(piece)} (USD)`}
      hideLabel
      adornment="$"
      inputMode="decimal"
      value={text}
      error={error}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      disabled={piece.state === 'submitted'}
    />
  );
}

function CountryCell({ piece, onSave }: { piece: BulkPiece; onSave: (code: string | null) => void }) {
  const [text, setText] = useState(piece.fields.ships_from ?? '');
  const commit = () => {
    const code = text.trim().toUpperCase();
    if (code === (piece.fields.ships_from ?? '')) return;
    onSave(code === '' ? null : code);
  };
  return (
    <TextField
      label={`Ships from, ${pieceLabel(piece)} (country code)`}
      hideLabel
      maxLength={2}
      placeholder="GB"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      disabled={piece.state === 'submitted'}
    />
  );
}

/** Search the catalogue and choose the piece: the seller's own match. */
function MatchSearch({ piece, onPick }: { piece: BulkPiece; onPick: (productId: number) => void }) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState([piece.fields.brand, piece.fields.model].filter(Boolean).join(' '));
  const [results, setResults] = useState<{ id: number; brand: string; name: string }[] | null>(null);
  const search = async () => {
    const answer = await api.get<{ results: { id: number; brand: string; name: string }[] }>('/api/search/instant', { query: { q, limit: 5 } });
    setResults(answer.results);
  };
  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} disabled={piece.state === 'submitted'}>
        {piece.match ? 'Replace match' : 'Find the piece'}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <form
        className="flex gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          void search().catch(() => setResults([]));
        }}
      >
        <TextField label={`Search the catalogue for ${pieceLabel(piece)}`} hideLabel value={q} onChange={(e) => setQ(e.target.value)} />
        <Button type="submit" size="sm" variant="secondary">Search</Button>
      </form>
      {results ? (
        results.length === 0 ? <p className="text-xs text-muted">Nothing found.</p> : (
          <ul className="flex flex-col gap-1">
            {results.map((r) => (
              <li key={r.id}>
                <button type="button" className="text-left text-xs underline" onClick={() => { onPick(r.id); setOpen(false); }}>
                  {r.brand} {r.name}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

/**
 * Step 4 of /bulk-upload: one row per piece (photos, match and confidence, fields, guidance,
 * problems), sorted and filtered by problem or confidence, edited in place, a value applied to
 * the selected rows, the selected submitted. Rows are virtualised: 500 stay smooth.
 */
export function ReviewGrid({ batch }: { batch: Batch }) {
  // TanStack Virtual's measurements change without React knowing: this component is not memoised by the compiler.
  'use no memo';
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<Sort>('sheet');
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [condition, setCondition] = useState<Condition | ''>('');
  const [country, setCountry] = useState('');
  const [percent, setPercent] = useState('100');
  const [result, setResult] = useState<SubmitAnswer | null>(null);
  const edit = useEditPiece(batch.id);
  const apply = useApplyToPieces(batch.id);
  const submit = useSubmitPieces(batch.id);
  const rows = useMemo(() => visible(batch.pieces, filter, sort), [batch.pieces, filter, sort]);
  const scroller = useRef<HTMLDivElement | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- 'use no memo' above: this component is left to plain React.
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => 132, overscan: 6, initialRect: { width: 1200, height: 800 } });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const chosen = [...selected].filter((id) => batch.pieces.some((p) => p.id === id && p.state !== 'submitted'));
  const allShown = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const toggle = (id: number) => setSelected((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const save = (piece: BulkPiece, patch: Parameters<typeof edit.mutate>[0]['patch']) => edit.mutate({ pieceId: piece.id, patch });
  const applyWith = (values: { condition?: Condition; ships_from?: string; price_percent_of_guidance?: number }) => {
    if (chosen.length > 0) apply.mutate({ piece_ids: chosen, ...values });
  };

  return (
    <section aria-labelledby="bulk-review-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="bulk-review-title" className="font-display text-2xl">Review {formatGrouped(batch.pieces.length)} pieces</h2>
        <a className="text-sm underline" href={`/api/bulk-upload/batches/${batch.id}/export.csv`} download>
          Export as CSV
        </a>
      </div>
      <div className="flex flex-wrap gap-4">
        <Select label="Show" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          {Object.entries(FILTERS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </Select>
        <Select label="Sort by" value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
          {Object.entries(SORTS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </Select>
      </div>
      <div className="flex flex-wrap items-end gap-4 border border-line p-3" role="group" aria-label="Apply to the selected pieces">
        <p className="w-full text-sm">{formatGrouped(chosen.length)} selected</p>
        <Select label="Condition" value={condition} onChange={(e) => setCondition(e.target.value as Condition | '')}>
          <option value="">Choose</option>
          {CONDITIONS.map((c) => <option key={c} value={c}>{c}</option>)}
        </Select>
        <Button size="sm" variant="secondary" disabled={!condition || chosen.length === 0} onClick={() => condition && applyWith({ condition })}>Apply condition</Button>
        <TextField label="Ships from (country code)" maxLength={2} value={country} onChange={(e) => setCountry(e.target.value.toUpperCase())} />
        <Button size="sm" variant="secondary" disabled={country.length !== 2 || chosen.length === 0} onClick={() => applyWith({ ships_from: country })}>Apply country</Button>
        <TextField label="Price, % of guidance" inputMode="numeric" value={percent} onChange={(e) => setPercent(e.target.value)} />
        <Button size="sm" variant="secondary" disabled={chosen.length === 0 || !(Number(percent) >= 10 && Number(percent) <= 500)} onClick={() => applyWith({ price_percent_of_guidance: Math.round(Number(percent)) })}>Apply price</Button>
      </div>
      {apply.error ? <p role="alert" className="text-sm text-fall">{apply.error.message}</p> : null}
      {edit.error ? <p role="alert" className="text-sm text-fall">{edit.error.message}</p> : null}
      <div ref={scroller} className="max-h-[70vh] overflow-auto border border-line" data-testid="bulk-grid">
        <table className="w-full border-collapse text-left text-sm" aria-rowcount={rows.length + 1}>
          <caption className="sr-only">Pieces of this batch, one row each</caption>
          <thead className="sticky top-0 z-10 bg-ivory">
            <tr aria-rowindex={1}>
              <th scope="col" className="p-2">
                <input
                  type="checkbox"
                  aria-label="Select every piece shown"
                  checked={allShown}
                  onChange={() => setSelected(allShown ? new Set() : new Set(rows.filter((r) => r.state !== 'submitted').map((r) => r.id)))}
                />
              </th>
              <th scope="col" className="p-2">Piece</th>
              <th scope="col" className="p-2">Photos</th>
              <th scope="col" className="p-2">Match</th>
              <th scope="col" className="p-2">Condition</th>
              <th scope="col" className="p-2">Price</th>
              <th scope="col" className="p-2">Ships from</th>
              <th scope="col" className="p-2">Guidance</th>
              <th scope="col" className="p-2">Problems</th>
            </tr>
          </thead>
          <tbody>
            {before > 0 ? <tr aria-hidden="true"><td colSpan={9} style={{ height: before }} /></tr> : null}
            {items.map((item) => {
              const p = rows[item.index]!;
              return (
                <tr key={p.id} ref={virtualizer.measureElement} data-index={item.index} aria-rowindex={item.index + 2} className="border-t border-line align-top" data-testid={`bulk-row-${p.row ?? `p${p.position + 1}`}`}>
                  <td className="p-2">
                    <input type="checkbox" aria-label={`Select ${pieceLabel(p)}`} checked={selected.has(p.id)} disabled={p.state === 'submitted'} onChange={() => toggle(p.id)} />
                  </td>
                  <td className="p-2">
                    <p className="font-medium">{pieceLabel(p)}</p>
                    <p className="text-xs text-ink-soft">{[p.fields.brand, p.fields.model, p.fields.reference].filter(Boolean).join(' · ') || '—'}</p>
                    {p.read_from_photo.length > 0 ? <p className="text-xs text-ink-soft" data-testid="read-from-photo">{readFromPhoto(p)}</p> : null}
                    {p.state === 'submitted' ? <p className="text-xs">Sent for review</p> : p.state === 'pending' ? <p className="text-xs text-muted">Recognising…</p> : null}
                  </td>
                  <td className="p-2">
                    <div className="flex gap-1">
                      {p.photos.slice(0, 3).map((ph) => <img key={ph.id} src={ph.url} alt={ph.file_name} width={48} height={48} loading="lazy" className="h-12 w-12 object-cover" />)}
                      {p.photos.length > 3 ? <span className="text-xs">+{p.photos.length - 3}</span> : null}
                    </div>
                  </td>
                  <td className="p-2">
                    {p.match ? (
                      <p>
                        {p.match.brand} {p.match.name}
                        <span className="block text-xs text-ink-soft">{p.match.confidence} % · {p.match.source === 'seller' ? 'chosen by you' : `from the ${p.match.source.replace(/_/g, ' ')}`}</span>
                      </p>
                    ) : <p className="text-xs text-muted">{p.is_new ? 'Not in the catalogue' : 'No match yet'}</p>}
                    <MatchSearch piece={p} onPick={(productId) => save(p, { product_id: productId })} />
                  </td>
                  <td className="p-2">
                    <Select label={`Condition of ${pieceLabel(p)}`} hideLabel value={p.fields.condition ?? ''} disabled={p.state === 'submitted'} onChange={(e) => save(p, { condition: (e.target.value || null) as Condition | null })}>
                      <option value="">Choose</option>
                      {CONDITIONS.map((c) => <option key={c} value={c}>{c}</option>)}
                    </Select>
                  </td>
                  <td className="p-2 min-w-28"><PriceCell key={`${p.id}:${p.fields.price}`} piece={p} onSave={(price) => save(p, { price })} /></td>
                  <td className="p-2 w-20"><CountryCell key={`${p.id}:${p.fields.ships_from}`} piece={p} onSave={(code) => save(p, { ships_from: code })} /></td>
                  <td className="p-2 text-xs">{p.guidance ? `${dollars(p.guidance.low)}–${dollars(p.guidance.high)} · ${formatGrouped(p.guidance.sales)} ${p.guidance.sales === 1 ? 'sale' : 'sales'}` : '—'}</td>
                  <td className="p-2 text-xs">
                    {p.problems.length === 0 ? 'None' : (
                      <ul className="flex flex-col gap-1">
                        {p.problems.map((x, i) => <li key={i} className={x.blocking ? 'text-fall' : 'text-ink-soft'}>{x.blocking ? 'Must fix: ' : ''}{x.message}</li>)}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
            {after > 0 ? <tr aria-hidden="true"><td colSpan={9} style={{ height: after }} /></tr> : null}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button
          variant="primary"
          disabled={chosen.length === 0 || submit.isPending}
          onClick={() => submit.mutate(chosen, { onSuccess: (answer) => { setResult(answer); setSelected(new Set()); } })}
        >
          Submit {formatGrouped(chosen.length)} for review
        </Button>
        {submit.isPending ? <p className="text-sm" aria-live="polite">Sending to our experts…</p> : null}
      </div>
      {submit.error ? <p role="alert" className="text-sm text-fall">{submit.error.message}</p> : null}
      {result ? (
        <div role="status" className="flex flex-col gap-2 border border-line p-4 text-sm">
          <p>{result.submitted.length === 1 ? '1 piece was sent for review.' : `${formatGrouped(result.submitted.length)} pieces were sent for review.`} They are in your selling page under In review.</p>
          {result.refused.length > 0 ? (
            <ul className="flex flex-col gap-1 text-fall">
              {result.refused.map((r) => <li key={r.piece_id}>{r.message}</li>)}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
