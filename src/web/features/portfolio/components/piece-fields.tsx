import { useId } from 'react';
import { CONDITIONS } from '../../../../shared/catalog/conditions.js';
import { PORTFOLIO_NOTE_MAX, PURCHASE_PRICE_MAX, type PortfolioItemPatch } from '../../../../shared/portfolio/contracts.js';
import { useMoney } from '../../../lib/money.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';

/** What the member types: text as typed, so a half-written amount is never rewritten under them. */
export interface PieceDraft {
  price: string;
  acquiredOn: string;
  condition: string;
  note: string;
}

export const EMPTY_DRAFT: PieceDraft = { price: '', acquiredOn: '', condition: '', note: '' };

/**
 * The draft as the API takes it: the amount typed in the shown currency becomes USD cents at
 * today's rate (what the catalogue and its values are in). An error names the field to fix.
 */
export function draftToPatch(draft: PieceDraft, perUsd: number): { patch: PortfolioItemPatch } | { error: string } {
  const raw = draft.price.replace(/[\s,]/g, '');
  let purchase_price: number | null = null;
  if (raw !== '') {
    const amount = Number(raw);
    if (!/^\d+(\.\d{1,2})?$/.test(raw) || !Number.isFinite(amount) || amount <= 0) {
      return { error: 'Please enter what you paid as a number above zero, like 12500.' };
    }
    purchase_price = Math.round((amount / perUsd) * 100);
    if (purchase_price > PURCHASE_PRICE_MAX) return { error: 'That price is above what Patina records for one piece.' };
    if (purchase_price < 1) return { error: 'Please enter what you paid as a number above zero, like 12500.' };
  }
  return {
    patch: {
      purchase_price,
      acquired_on: draft.acquiredOn || null,
      condition: (draft.condition || null) as PortfolioItemPatch['condition'],
      note: draft.note.trim() || null,
    },
  };
}

/** USD cents back to an amount to edit in the shown currency. */
export function centsToDraftPrice(cents: number | null, perUsd: number): string {
  if (cents === null) return '';
  return String(Math.round((cents / 100) * perUsd));
}

/** What a member records of a piece they own: paid, when, condition, a private note. */
export function PieceFields({ draft, onChange }: { draft: PieceDraft; onChange: (next: PieceDraft) => void }) {
  const { currency } = useMoney();
  const noteId = useId();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={`What you paid (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        value={draft.price}
        onChange={(e) => onChange({ ...draft, price: e.target.value })}
        placeholder="Optional"
      />
      <TextField
        label="Acquired on"
        type="date"
        min="1900-01-01"
        max={today}
        value={draft.acquiredOn}
        onChange={(e) => onChange({ ...draft, acquiredOn: e.target.value })}
      />
      <Select label="Condition" value={draft.condition} onChange={(e) => onChange({ ...draft, condition: e.target.value })}>
        <option value="">Not recorded</option>
        {CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={noteId} className="label-caps text-muted">
          Private note
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={PORTFOLIO_NOTE_MAX}
          value={draft.note}
          onChange={(e) => onChange({ ...draft, note: e.target.value })}
          className="w-full border border-line-strong bg-ivory px-3 py-2 text-sm text-ink transition-colors hover:border-ink"
          aria-describedby={`${noteId}-hint`}
        />
        <p id={`${noteId}-hint`} className="text-xs text-muted">
          Only you see this, even when your portfolio is public. {draft.note.length}/{PORTFOLIO_NOTE_MAX}
        </p>
      </div>
    </div>
  );
}
