import { clsx } from 'clsx';

/** Inline links in running text: ink with a hairline underline that turns bronze. */
export function textLinkClasses(className?: string): string {
  return clsx(
    'underline decoration-line-strong decoration-1 underline-offset-4 transition-colors duration-150 hover:text-bronze hover:decoration-bronze',
    className,
  );
}

/** Small caps navigation links ("SEE ALL", "VIEW ALL"): letter-spaced with an arrow. */
export function capsLinkClasses(className?: string): string {
  return clsx(
    'label-caps inline-flex items-center gap-1.5 text-ink underline decoration-transparent underline-offset-4 transition-colors duration-150 hover:text-bronze hover:decoration-bronze',
    className,
  );
}
