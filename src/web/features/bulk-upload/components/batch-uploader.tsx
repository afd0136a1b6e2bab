import { useId, useState, type DragEvent } from 'react';
import { Button } from '../../../ui/button.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import { BULK_LIMITS, type FileProblem } from '../../../../shared/bulk-upload/contracts.js';
import { createBatch, uploadPhotos, uploadSheet, uploadZip } from '../api/batch-actions.js';

const SHEET = /\.(csv|xlsx|xlsm|xls|txt|tsv)$/i;
const ZIP = /\.zip$/i;
const GB = 1024 * 1024 * 1024;

/** What one ZIP gave the batch, in words: "From stock.zip: 12 photos and the spreadsheet stock.csv were taken." */
export function zipTakenWords(zip: string, photos: number, sheet: string | null): string {
  const parts = [photos > 0 ? (photos === 1 ? '1 photo' : `${formatGrouped(photos)} photos`) : null, sheet ? `the spreadsheet ${sheet}` : null].filter(Boolean);
  if (parts.length === 0) return `Nothing was taken from ${zip}.`;
  return `From ${zip}: ${parts.join(' and ')} ${photos + (sheet ? 1 : 0) === 1 ? 'was' : 'were'} taken.`;
}

/** Every file under a dropped folder (browsers hand folders over as entries, not files). */
async function filesOf(items: DataTransferItemList): Promise<File[]> {
  const entries = [...items].map((i) => (typeof i.webkitGetAsEntry === 'function' ? i.webkitGetAsEntry() : null));
  if (entries.every((e) => e === null)) return [];
  const out: File[] = [];
  const walk = async (entry: FileSystemEntry): Promise<void> => {
    if (entry.isFile) {
      out.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
      return;
    }
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
      if (batch.length === 0) break;
      for (const child of batch) await walk(child);
    }
  };
  for (const entry of entries) if (entry) await walk(entry);
  return out;
}

/**
 * Step 1 of /bulk-upload: a spreadsheet and photos, dropped (a folder or a ZIP too) or chosen
 * (on a phone, from the photo library). The batch is made, the sheet sent, then each ZIP,
 * then the photos in rounds of 20; a file refused is named with why and the rest go on.
 * `taken` says, for each ZIP, what it gave the batch.
 */
export function BatchUploader({ onUploaded }: { onUploaded: (batchId: number, refused: FileProblem[], taken: string[]) => void }) {
  const ids = { sheet: useId(), photos: useId(), zip: useId(), folder: useId(), help: useId() };
  const [sheet, setSheet] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [zips, setZips] = useState<File[]>([]);
  const [over, setOver] = useState(false);
  const [sending, setSending] = useState<{ sent: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const take = (files: readonly File[]) => {
    const sheets = files.filter((f) => SHEET.test(f.name));
    if (sheets[0]) setSheet(sheets[0]);
    const zipped = files.filter((f) => ZIP.test(f.name));
    setZips((current) => {
      const seen = new Set(current.map((f) => f.name.toLowerCase()));
      return [...current, ...zipped.filter((f) => !seen.has(f.name.toLowerCase()))];
    });
    const images = files.filter((f) => !SHEET.test(f.name) && !ZIP.test(f.name) && !f.name.startsWith('.'));
    setPhotos((current) => {
      const seen = new Set(current.map((f) => f.name.toLowerCase()));
      return [...current, ...images.filter((f) => !seen.has(f.name.toLowerCase()))];
    });
  };

  const onDrop = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const walked = await filesOf(event.dataTransfer.items);
    take(walked.length > 0 ? walked : [...event.dataTransfer.files]);
  };

  const send = async () => {
    setError(null);
    const rounds: File[][] = [];
    for (let i = 0; i < photos.length; i += BULK_LIMITS.photosPerRequest) rounds.push(photos.slice(i, i + BULK_LIMITS.photosPerRequest));
    const total = (sheet ? 1 : 0) + zips.length + rounds.length;
    setSending({ sent: 0, total });
    try {
      const batch = await createBatch();
      const refused: FileProblem[] = [];
      const taken: string[] = [];
      let sent = 0;
      if (sheet) {
        try {
          await uploadSheet(batch.id, sheet);
        } catch (e) {
          refused.push({ file: sheet.name, message: e instanceof Error ? e.message : 'The spreadsheet could not be read.' });
        }
        sent += 1;
        setSending({ sent, total });
      }
      for (const zip of zips) {
        if (zip.size > BULK_LIMITS.zipBytes) {
          refused.push({ file: zip.name, message: `${zip.name} is larger than ${BULK_LIMITS.zipBytes / GB} GB; a ZIP may be at most ${BULK_LIMITS.zipBytes / GB} GB.` });
        } else {
          try {
            const answer = await uploadZip(batch.id, zip, (share) => setSending({ sent: sent + share, total }));
            taken.push(zipTakenWords(zip.name, answer.accepted.length, answer.sheet_name));
            refused.push(...answer.refused);
          } catch (e) {
            refused.push({ file: zip.name, message: e instanceof Error ? e.message : `${zip.name} could not be read.` });
          }
        }
        sent += 1;
        setSending({ sent, total });
      }
      for (const round of rounds) {
        const answer = await uploadPhotos(batch.id, round, (share) => setSending({ sent: sent + share, total }));
        refused.push(...answer.refused);
        sent += 1;
        setSending({ sent, total });
      }
      onUploaded(batch.id, refused, taken);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The upload failed. Please try again.');
    } finally {
      setSending(null);
    }
  };

  const share = sending ? Math.round((100 * sending.sent) / Math.max(1, sending.total)) : 0;
  return (
    <section aria-labelledby={`${ids.help}-title`} className="flex flex-col gap-6">
      <h2 id={`${ids.help}-title`} className="font-display text-2xl">Bring your spreadsheet and photos</h2>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => void onDrop(e)}
        className={`flex flex-col items-center gap-3 border-2 border-dashed px-6 py-12 text-center ${over ? 'border-ink bg-parchment' : 'border-line-strong'}`}
        data-testid="bulk-drop-zone"
      >
        <p id={ids.help} className="text-sm text-ink-soft">
          Drop a CSV or XLSX spreadsheet and a folder or a ZIP of photos here, or choose them below. Up to {BULK_LIMITS.pieces} pieces and {formatGrouped(BULK_LIMITS.photos)} photos; 10 MB a photo, 20 MB a spreadsheet, 1 GB a ZIP unpacked. A spreadsheet inside the ZIP is read too.
        </p>
        <div className="flex flex-wrap justify-center gap-4">
          <label htmlFor={ids.sheet} className="cursor-pointer border border-line-strong px-4 py-2 text-sm hover:border-ink">
            Choose a spreadsheet
            <input id={ids.sheet} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className="sr-only" onChange={(e) => take([...(e.target.files ?? [])])} />
          </label>
          <label htmlFor={ids.photos} className="cursor-pointer border border-line-strong px-4 py-2 text-sm hover:border-ink">
            Choose photos
            <input id={ids.photos} type="file" multiple accept="image/jpeg,image/png,image/webp,image/heic,.heic,.jpg,.jpeg,.png,.webp" className="sr-only" onChange={(e) => take([...(e.target.files ?? [])])} />
          </label>
          <label htmlFor={ids.zip} className="cursor-pointer border border-line-strong px-4 py-2 text-sm hover:border-ink">
            Choose a ZIP
            <input id={ids.zip} type="file" multiple accept=".zip,application/zip,application/x-zip-compressed" className="sr-only" onChange={(e) => take([...(e.target.files ?? [])])} />
          </label>
          <label htmlFor={ids.folder} className="cursor-pointer border border-line-strong px-4 py-2 text-sm hover:border-ink">
            Choose a folder
            <input
              id={ids.folder}
              ref={(el) => el?.setAttribute('webkitdirectory', '')}
              type="file"
              multiple
              className="sr-only"
              onChange={(e) => take([...(e.target.files ?? [])])}
            />
          </label>
        </div>
      </div>
      <p aria-live="polite" className="text-sm">
        {sheet ? `Spreadsheet: ${sheet.name}. ` : 'No spreadsheet yet. '}
        {photos.length === 1 ? '1 photo chosen.' : `${formatGrouped(photos.length)} photos chosen.`}
        {zips.length > 0 ? ` ${zips.length === 1 ? 'ZIP' : 'ZIPs'}: ${zips.map((z) => z.name).join(', ')}.` : ''}
      </p>
      {sending ? (
        <div className="flex flex-col gap-2">
          <div role="progressbar" aria-label="Uploading" aria-valuemin={0} aria-valuemax={100} aria-valuenow={share} className="h-2 w-full bg-parchment">
            <div className="h-2 bg-ink transition-[width]" style={{ width: `${share}%` }} />
          </div>
          <p className="text-sm text-ink-soft">Uploading… {share} %</p>
        </div>
      ) : null}
      {error ? <p role="alert" className="text-sm text-fall">{error}</p> : null}
      <div>
        <Button variant="primary" disabled={sending !== null || (!sheet && photos.length === 0 && zips.length === 0)} onClick={() => void send()}>
          Upload
        </Button>
      </div>
    </section>
  );
}
