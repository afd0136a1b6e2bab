import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';

export type FilterField =
  | { kind: 'select'; name: string; label: string; options: readonly { value: string; label: string }[] }
  | { kind: 'text'; name: string; label: string; maxLength: number; type?: 'search' | 'email' | 'text'; placeholder?: string };

export interface FilterBarProps {
  /** The form's name for assistive technology ("Filter applications"). */
  label: string;
  fields: readonly FilterField[];
  /** The filters as the URL holds them. */
  values: Record<string, string>;
  onApply: (next: Record<string, string>) => void;
  /** Shown when any filter is set: back to the unfiltered list. */
  onClear?: () => void;
  submitLabel?: string;
}

/**
 * A list's filters. A select applies as soon as it changes; text applies on Enter or the
 * button, so a half-typed search does not ask the server at every key. The parent remounts
 * it (key) when the URL changes, so back and forward show the fields as the list is.
 */
export function FilterBar({ label, fields, values, onApply, onClear, submitLabel = 'Search' }: FilterBarProps) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.filter((f) => f.kind === 'text').map((f) => [f.name, values[f.name] ?? ''])),
  );
  const hasText = fields.some((f) => f.kind === 'text');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.trim()])));
  };

  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-wrap items-end gap-4">
      {fields.map((f) =>
        f.kind === 'select' ? (
          <Select key={f.name} label={f.label} value={values[f.name] ?? ''} onChange={(e) => onApply({ ...texts, [f.name]: e.target.value })} className="w-60">
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        ) : (
          <TextField
            key={f.name}
            label={f.label}
            type={f.type ?? 'search'}
            name={f.name}
            maxLength={f.maxLength}
            placeholder={f.placeholder}
            value={texts[f.name] ?? ''}
            onChange={(e) => setTexts((t) => ({ ...t, [f.name]: e.target.value }))}
            className="w-64"
          />
        ),
      )}
      {hasText ? (
        <Button type="submit" variant="primary">
          <Search aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {submitLabel}
        </Button>
      ) : null}
      {onClear ? (
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
