import { useState } from 'react';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import type { Batch } from '../../../../shared/bulk-upload/contracts.js';
import { BULK_FIELDS, FIELD_LABELS, type ColumnMapping } from '../../../../shared/bulk-upload/mapping.js';
import { useConfirmMapping, useStartBatch } from '../api/batch-actions.js';

const SOURCE_WORDS = { saved: 'your saved mapping', header: 'the header', content: 'what the column holds' } as const;

/**
 * Step 2: which of the seller's columns holds what, as guessed (from their saved mapping, the
 * headers, or the contents), for them to confirm or change; then recognition starts.
 */
export function MappingStep({ batch }: { batch: Batch }) {
  const [mapping, setMapping] = useState<ColumnMapping>(() => batch.mapping ?? (Object.fromEntries(BULK_FIELDS.map((f) => [f, null])) as ColumnMapping));
  const confirm = useConfirmMapping(batch.id);
  const start = useStartBatch(batch.id);
  const hasSheet = batch.headers.length > 0;
  const busy = confirm.isPending || start.isPending;
  const error = confirm.error ?? start.error;

  const go = async () => {
    if (hasSheet) await confirm.mutateAsync(mapping);
    await start.mutateAsync();
  };

  return (
    <section aria-labelledby="bulk-mapping-title" className="flex flex-col gap-6">
      <h2 id="bulk-mapping-title" className="font-display text-2xl">{hasSheet ? 'Check which column holds what' : 'Ready to recognise your photos'}</h2>
      <p className="text-sm text-ink-soft">
        {hasSheet ? `${batch.sheet_name}: ${formatGrouped(batch.rows)} ${batch.rows === 1 ? 'row' : 'rows'}. ` : ''}
        {formatGrouped(batch.photo_count)} {batch.photo_count === 1 ? 'photo' : 'photos'}.
        {hasSheet ? ' We guessed each column; change any that is wrong. Your choice is kept for your next sheet.' : ' Photos are grouped into pieces by their names.'}
      </p>
      {batch.file_problems.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-fall">
          {batch.file_problems.map((p) => <li key={p.message}>{p.message}</li>)}
        </ul>
      ) : null}
      {hasSheet ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {BULK_FIELDS.map((field) => {
            const source = batch.mapping_sources[field];
            return (
              <div key={field}>
                <Select
                  label={FIELD_LABELS[field]}
                  value={mapping[field] ?? ''}
                  onChange={(e) => setMapping((m) => ({ ...m, [field]: e.target.value || null }))}
                >
                  <option value="">Not in this sheet</option>
                  {batch.headers.map((h) => <option key={h} value={h}>{h}</option>)}
                </Select>
                {source && mapping[field] === batch.mapping?.[field] ? <p className="mt-1 text-xs text-muted">Guessed from {SOURCE_WORDS[source]}</p> : null}
              </div>
            );
          })}
        </div>
      ) : null}
      {hasSheet && batch.preview.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="min-w-full border-collapse text-left text-xs">
            <caption className="sr-only">The first rows of {batch.sheet_name}</caption>
            <thead>
              <tr>{batch.headers.map((h) => <th key={h} scope="col" className="border-b border-line px-2 py-1 font-medium">{h}</th>)}</tr>
            </thead>
            <tbody>
              {batch.preview.map((row, i) => (
                <tr key={i}>{batch.headers.map((h, j) => <td key={h} className="border-b border-line px-2 py-1">{row[j]}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {error ? <p role="alert" className="text-sm text-fall">{error.message}</p> : null}
      <div>
        <Button variant="primary" disabled={busy} onClick={() => void go().catch(() => undefined)}>
          {hasSheet ? 'Confirm and recognise' : 'Recognise the photos'}
        </Button>
      </div>
    </section>
  );
}
