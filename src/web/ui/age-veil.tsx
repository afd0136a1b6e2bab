import { clsx } from 'clsx';

/**
 * Stands in for the picture of a Fine Living piece until the visitor confirms 18+ (SPEC §5):
 * the image is not requested at all, so nothing of alcohol or tobacco is shown to a minor.
 */
export function AgeVeil({ name, small = false, className }: { name: string; small?: boolean; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`${name}: confirm you are 18 or older to see it`}
      data-testid="age-veil"
      className={clsx('flex aspect-square w-full flex-col items-center justify-center gap-1.5 bg-ivory-deep text-center', className)}
    >
      <span aria-hidden="true" className={clsx('font-display font-medium text-bronze', small ? 'text-lg' : 'text-4xl')}>18+</span>
      {small ? null : <span aria-hidden="true" className="label-caps px-3 text-muted">Confirm your age to view</span>}
    </div>
  );
}
