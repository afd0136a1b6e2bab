import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { houseSchema } from '../../../../shared/membership/contracts.js';
import { Button } from '../../../ui/button.js';
import { FieldError } from './fields.js';

/** The most houses an application lists (the shared schema's bound). */
export const MAX_HOUSES = 20;

/**
 * Houses as tags: type a name, Enter or Add puts it on the list, each tag has its own remove
 * button. Names are checked with the shared schema; the same house twice is kept once.
 */
export function HousesField({ value, onChange, error }: { value: readonly string[]; onChange: (houses: string[]) => void; error?: string | null }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const add = () => {
    const parsed = houseSchema.safeParse(text);
    if (!parsed.success) {
      setProblem(text.trim() === '' ? 'Please type the name of a house first.' : (parsed.error.issues[0]?.message ?? 'Please check the name.'));
      return;
    }
    const name = parsed.data;
    if (value.some((h) => h.toLocaleLowerCase() === name.toLocaleLowerCase())) {
      setProblem(`${name} is already on your list.`);
      return;
    }
    if (value.length >= MAX_HOUSES) {
      setProblem(`You can list up to ${MAX_HOUSES} houses.`);
      return;
    }
    setProblem(null);
    setText('');
    onChange([...value, name]);
    setAnnouncement(`Added ${name}.`);
  };

  const removeAt = (index: number) => {
    const name = value[index];
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${name}.`);
    // The button that had focus is gone with its tag.
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const message = problem ?? error ?? null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="label-caps text-muted">
          Houses you collect
        </label>
        <p id={`${inputId}-hint`} className="text-xs leading-5 text-ink-soft">
          Maisons, makers or artists, e.g. Hermès, Patek Philippe, Cartier. Press Enter after each.
        </p>
        <div className="flex flex-wrap gap-3">
          <input
            ref={inputRef}
            id={inputId}
            value={text}
            maxLength={60}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
            className="h-11 w-full max-w-xs border border-line-strong bg-ivory px-3 text-sm text-ink transition-colors hover:border-ink"
          />
          <Button variant="secondary" onClick={add}>
            Add
          </Button>
        </div>
        {message ? <FieldError id={`${inputId}-error`}>{message}</FieldError> : null}
      </div>
      {value.length > 0 ? (
        <ul aria-label="Your houses" className="flex flex-wrap gap-2">
          {value.map((house, i) => (
            <li key={house} className="inline-flex h-9 items-center gap-1 border border-line-strong bg-ivory-deep pl-3 text-sm text-ink">
              {house}
              <button
                type="button"
                onClick={() => removeAt(i)}
                aria-label={`Remove ${house}`}
                className="inline-flex size-9 items-center justify-center text-ink-soft hover:text-fall"
              >
                <X aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
