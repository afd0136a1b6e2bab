import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { BatchUploader, MappingStep, ProgressPanel, ReviewGrid, useBatch, useBatchProgress, useBatches } from '../../../features/bulk-upload/index.js';
import type { FileProblem } from '../../../../shared/bulk-upload/contracts.js';

/**
 * /bulk-upload (issue #38; members, by the route gate like /sell): a spreadsheet and photos
 * become a batch, its columns are confirmed, its pieces recognised live, reviewed in a grid
 * and sent to expert review. The batch is in the address (?batch=ID); without one, the
 * seller's batch still in progress is picked up again, so a reload or a second tab resumes.
 */
export function BulkUploadPage() {
  useDocumentTitle('Bulk upload');
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('batch'));
  const batches = useBatches();
  const resumable = batches.data?.find((b) => b.state !== 'closed' && b.state !== 'open');
  const [fresh, setFresh] = useState(false);
  const batchId = Number.isSafeInteger(asked) && asked > 0 ? asked : fresh ? null : (resumable?.id ?? null);
  const batch = useBatch(batchId);
  const [refused, setRefused] = useState<FileProblem[]>([]);
  const [taken, setTaken] = useState<string[]>([]);
  useBatchProgress(batch.data?.state === 'recognising' ? batchId : null);

  useEffect(() => {
    if (batchId !== null && !params.get('batch')) setParams({ batch: String(batchId) }, { replace: true });
  }, [batchId, params, setParams]);

  const startOver = () => {
    setRefused([]);
    setTaken([]);
    setFresh(true);
    setParams({}, { replace: false });
  };

  let body;
  if (batchId === null) {
    body = batches.isPending && !fresh ? <Skeleton className="h-64 w-full" /> : (
      <BatchUploader onUploaded={(id, problems, fromZips) => { setRefused(problems); setTaken(fromZips); setFresh(false); setParams({ batch: String(id) }); }} />
    );
  } else if (batch.isPending) {
    body = <Skeleton className="h-64 w-full" />;
  } else if (batch.isError) {
    body = <ErrorState message={batch.error.message} onRetry={() => void batch.refetch()} action={<Button variant="secondary" onClick={startOver}>Start a new batch</Button>} />;
  } else {
    const b = batch.data;
    body = (
      <div className="flex flex-col gap-8">
        {taken.length > 0 ? (
          <div role="status" className="text-sm">
            <ul>{taken.map((line) => <li key={line}>{line}</li>)}</ul>
          </div>
        ) : null}
        {refused.length > 0 ? (
          <div role="alert" className="border border-fall p-4 text-sm">
            <p className="font-medium">These files were not added; the rest of the batch goes on:</p>
            <ul className="mt-2 list-disc pl-5">{refused.map((r) => <li key={`${r.file}:${r.message}`}>{r.message}</li>)}</ul>
          </div>
        ) : null}
        {b.state === 'open' ? <MappingStep batch={b} /> : <ProgressPanel batch={b} />}
        {b.state !== 'open' && b.pieces.length > 0 ? <ReviewGrid batch={b} /> : null}
        {b.state === 'closed' ? <p className="text-sm">Every piece of this batch was sent for review.</p> : null}
      </div>
    );
  }

  return (
    <Container className="py-12 md:py-16">
      <Eyebrow>Sell with Patina</Eyebrow>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-4xl font-medium leading-none md:text-5xl">Bulk upload</h1>
        <div className="flex gap-4 text-sm">
          <Link className="underline" to="/profile/selling">Your selling page</Link>
          {batchId !== null ? <button type="button" className="underline" onClick={startOver}>Start a new batch</button> : null}
        </div>
      </div>
      <p className="mt-4 max-w-2xl text-sm text-ink-soft">
        List a whole collection at once: we read your spreadsheet and photos, recognise each piece, suggest a price from past sales, and send the pieces you choose to our experts, as /sell does.
      </p>
      <div className="mt-10">{body}</div>
    </Container>
  );
}
