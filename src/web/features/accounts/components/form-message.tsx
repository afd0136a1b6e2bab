import { AlertTriangle, CheckCircle2 } from 'lucide-react';

/** The form's error area (SPEC §8: red with a warning mark), announced when it appears. */
export function FormError({ children, testId = 'auth-error' }: { children: React.ReactNode; testId?: string }) {
  return (
    <div role="alert" data-testid={testId} className="flex gap-2.5 border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall">
      <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
      <div>{children}</div>
    </div>
  );
}

export function FormSuccess({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <div role="status" data-testid={testId} className="flex gap-2.5 border border-rise/40 bg-rise/5 px-3 py-2.5 text-sm leading-6 text-rise">
      <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
      <div>{children}</div>
    </div>
  );
}
