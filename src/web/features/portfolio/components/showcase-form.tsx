import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { PortfolioItem } from '../../../../shared/portfolio/contracts.js';
import { SHOWCASE_LIMITS, type Showcase, type ShowcaseInput } from '../../../../shared/portfolio/showcase.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { TextAreaField } from '../../../ui/text-area-field.js';

export interface ShowcaseFormProps {
  /** The member's own pieces (what may be chosen). */
  items: PortfolioItem[];
  initial?: Showcase | null;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, in words. */
  error?: string | null;
  onSubmit: (input: ShowcaseInput) => void;
}

/**
 * A public portfolio's form: title, description, the pieces chosen from the member's own and
 * their order (moved with buttons, so by keyboard too), the cover, and what members see.
 * Nothing of what was paid, when, or notes is asked or shown here.
 */
export function ShowcaseForm({ items, initial, submitLabel, pending, error, onSubmit }: ShowcaseFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [chosen, setChosen] = useState<number[]>(initial?.pieces.map((p) => p.item_id) ?? []);
  const [cover, setCover] = useState<number | null>(initial?.cover_item_id ?? null);
  const [showValues, setShowValues] = useState(initial?.show_values ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const byId = new Map(items.map((i) => [i.id, i]));
  const nameOf = (id: number) => byId.get(id)?.product.full_name ?? initial?.pieces.find((p) => p.item_id === id)?.product.full_name ?? 'A piece';

  function toggle(id: number, on: boolean) {
    setChosen((c) => (on ? (c.includes(id) ? c : [...c, id]) : c.filter((x) => x !== id)));
    if (!on && cover === id) setCover(null);
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= chosen.length) return;
    const next = [...chosen];
    [next[index], next[to]] = [next[to]!, next[index]!];
    setChosen(next);
    setAnnounce(`${nameOf(next[to]!)} is now number ${to + 1} of ${next.length}.`);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (title.trim() === '') return setProblem('Please give your portfolio a title.');
    if (chosen.length === 0) return setProblem('Please choose at least one piece.');
    if (chosen.length > SHOWCASE_LIMITS.pieces) return setProblem(`A portfolio may show at most ${SHOWCASE_LIMITS.pieces} pieces.`);
    setProblem(null);
    onSubmit({ title: title.trim(), description: description.trim(), item_ids: chosen, cover_item_id: cover, show_values: showValues });
  }

  const message = problem ?? error ?? null;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8" aria-describedby={message ? 'showcase-form-error' : undefined}>
      <TextField label="Title" value={title} maxLength={SHOWCASE_LIMITS.title} required onChange={(e) => setTitle(e.target.value)} placeholder="Cartier before 1990" />
      <TextAreaField label="Description" value={description} maxLength={SHOWCASE_LIMITS.description} rows={4} onChange={(e) => setDescription(e.target.value)} hint="What ties these pieces together. Optional." />

      <fieldset className="flex flex-col gap-3">
        <legend className="label-caps text-muted">Pieces from your portfolio</legend>
        {items.length === 0 ? (
          <p className="text-sm text-ink-soft">Your portfolio is empty. Add the pieces you own on your portfolio page first.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {items.map((i) => (
              <li key={i.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 border border-line px-3 py-2 text-sm hover:border-ink">
                  <input type="checkbox" className="size-4 accent-ink" checked={chosen.includes(i.id)} onChange={(e) => toggle(i.id, e.target.checked)} />
                  <span>{i.product.full_name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      {chosen.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="label-caps text-muted">Order and cover</legend>
          <p className="sr-only" aria-live="polite">{announce}</p>
          <ol className="flex flex-col divide-y divide-line border-y border-line" data-testid="showcase-order">
            {chosen.map((id, index) => (
              <li key={id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                <span className="w-6 tabular-nums text-muted">{index + 1}.</span>
                <span className="min-w-0 flex-1">{nameOf(id)}</span>
                <label className="flex items-center gap-2 text-ink-soft">
                  <input type="radio" name="cover" className="size-4 accent-ink" checked={(cover ?? chosen[0]) === id} onChange={() => setCover(id)} />
                  Cover
                </label>
                <Button type="button" variant="quiet" size="sm" aria-label={`Move ${nameOf(id)} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden="true" className="size-4" strokeWidth={1.5} />
                </Button>
                <Button type="button" variant="quiet" size="sm" aria-label={`Move ${nameOf(id)} down`} disabled={index === chosen.length - 1} onClick={() => move(index, 1)}>
                  <ArrowDown aria-hidden="true" className="size-4" strokeWidth={1.5} />
                </Button>
              </li>
            ))}
          </ol>
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="label-caps text-muted">What members see</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="show" className="size-4 accent-ink" checked={showValues} onChange={() => setShowValues(true)} />
          The pieces and their market value over time
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="show" className="size-4 accent-ink" checked={!showValues} onChange={() => setShowValues(false)} />
          Only the pieces
        </label>
        <p className="text-xs text-muted">What you paid, when you bought, and your notes are never shown.</p>
      </fieldset>

      {message ? <p id="showcase-form-error" role="alert" className="text-sm text-fall">{message}</p> : null}
      <div>
        <Button type="submit" variant="primary" disabled={pending}>{pending ? 'Saving…' : submitLabel}</Button>
      </div>
    </form>
  );
}
