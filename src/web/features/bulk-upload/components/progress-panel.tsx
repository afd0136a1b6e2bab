import { Button } from '../../../ui/button.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import type { Batch } from '../../../../shared/bulk-upload/contracts.js';
import { useCancelBatch } from '../api/batch-actions.js';

/** '3 minutes', 'less than a minute'. */
export function timeLeftWords(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
}

/** Step 3: the batch being recognised, live: a bar, the count, the time left, and a way to stop. */
export function ProgressPanel({ batch }: { batch: Batch }) {
  const cancel = useCancelBatch(batch.id);
  const share = batch.total === 0 ? 0 : Math.round((100 * batch.done) / batch.total);
  const left = timeLeftWords(batch.seconds_left);
  const words = `${formatGrouped(batch.done)} of ${formatGrouped(batch.total)} pieces recognised`;
  return (
    <section aria-labelledby="bulk-progress-title" className="flex flex-col gap-3 border border-line p-5">
      <h2 id="bulk-progress-title" className="font-display text-xl">
        {batch.state === 'recognising' ? 'Recognising your pieces' : batch.state === 'cancelled' ? 'Recognition stopped' : 'Recognition finished'}
      </h2>
      <div role="progressbar" aria-label="Pieces recognised" aria-valuemin={0} aria-valuemax={batch.total} aria-valuenow={batch.done} aria-valuetext={words} className="h-2 w-full bg-parchment">
        <div className="h-2 bg-ink transition-[width]" style={{ width: `${share}%` }} />
      </div>
      <p aria-live="polite" className="text-sm">
        {words}
        {batch.state === 'recognising' && left ? ` · ${left}` : ''}
      </p>
      {batch.state === 'recognising' ? (
        <div>
          <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            Stop recognising
          </Button>
        </div>
      ) : null}
      {cancel.error ? <p role="alert" className="text-sm text-fall">{cancel.error.message}</p> : null}
    </section>
  );
}
