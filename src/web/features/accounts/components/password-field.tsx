import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  describedBy?: string;
}

/** A password input with a show/hide button (SPEC §4); the button says what it will do. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, id, describedBy, className, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const [shown, setShown] = useState(false);
  return (
    <div className={className ? `flex flex-col gap-1.5 ${className}` : 'flex flex-col gap-1.5'}>
      <label htmlFor={inputId} className="label-caps text-muted">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={shown ? 'text' : 'password'}
          aria-describedby={describedBy}
          className="h-11 w-full border border-line-strong bg-ivory pl-3 pr-12 text-sm text-ink placeholder:text-muted transition-colors hover:border-ink"
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-controls={inputId}
          className="absolute right-0 top-0 inline-flex size-11 items-center justify-center text-ink-soft transition-colors hover:text-ink"
        >
          {shown ? <EyeOff aria-hidden="true" className="size-4" strokeWidth={1.5} /> : <Eye aria-hidden="true" className="size-4" strokeWidth={1.5} />}
        </button>
      </div>
    </div>
  );
});
