import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle, Camera, X } from 'lucide-react';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { IMAGE_HINT } from '../../../../shared/image-search/constants.js';
import type { ImageMatch, ImageSearchResponse } from '../../../../shared/image-search/contracts.js';
import type { SearchResult } from '../../../../shared/search/contracts.js';
import { ApiError } from '../../../lib/api-client.js';
import { searchByImage } from '../api/search-by-image.js';
import { searchCatalog, useManualSuggestions } from '../api/search-catalog.js';
import { CAMERA_JPEG_QUALITY, cameraProblem, fileProblem, IMAGE_SEARCH_TEXT, type AddItem } from '../image-search-rules.js';

/** SPEC §4: the dialog's stages; an error returns to upload with a message. */
export type ImageSearchStage = 'upload' | 'analyzing' | 'searching' | 'results';

export interface ImageSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The add-item form's piece, with the photo searched with (uploaded or taken; none for a
   * link): the app opens /sell with it as a draft.
   */
  onAddItem: (item: AddItem) => void;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * SPEC §8: the server's own text when it gave one; 'Failed to analyze image' when the photo
 * never reached an answer (no connection, an answer that is not JSON); 'Failed to search image'
 * when something between answered an error of its own (a gateway's 502, a 500 without words).
 */
function failureText(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.code === 'network_error' || e.code === 'invalid_response') return IMAGE_SEARCH_TEXT.analyzeFailed;
    if (e.code === 'http_error') return IMAGE_SEARCH_TEXT.searchFailed;
  }
  return e instanceof Error && e.message ? e.message : IMAGE_SEARCH_TEXT.analyzeFailed;
}

/** A data URL as a file (not through fetch: the page's CSP lets it connect to its own origin only). */
function fileOfDataUrl(dataUrl: string, name: string): File {
  const [head, base64 = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(head ?? '')?.[1] ?? 'application/octet-stream';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}

/**
 * The image-search dialog (SPEC §2, §4, §5, §8, §9; issue #15): a photo from a file, the camera
 * or a link goes to POST /api/search/image; the pieces found open /product/{slug} in a new tab.
 * A manual search (suggestions after more than 2 characters) and a manual add-item form that
 * opens /sell prefilled are there for what the photo does not find.
 */
export function ImageSearchDialog({ open, onOpenChange, onAddItem }: ImageSearchDialogProps) {
  const [stage, setStage] = useState<ImageSearchStage>('upload');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ImageSearchResponse | null>(null);
  const [link, setLink] = useState('');
  const [manual, setManual] = useState('');
  const [manualResults, setManualResults] = useState<SearchResult[] | null>(null);
  const [manualError, setManualError] = useState<string | null>(null);
  const [item, setItem] = useState({ brand: '', name: '', model: '' });
  const [itemErrors, setItemErrors] = useState<{ brand?: string; name?: string }>({});
  const [cameraOn, setCameraOn] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  /** The photo last searched with: the add-item form hands it to /sell. */
  const [photo, setPhoto] = useState<File | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const suggestions = useManualSuggestions(manual);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setCameraOn(false);
  };
  const reset = () => {
    stopCamera();
    setStage('upload');
    setError(null);
    setAnswer(null);
    setLink('');
    setManual('');
    setManualResults(null);
    setManualError(null);
    setCameraError(null);
    setPhoto(null);
  };
  // Closing the dialog (or leaving the page) stops the camera (SPEC §4): the tracks end here,
  // the view follows from `open`.
  useEffect(() => {
    if (open) return;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  }, [open]);
  useEffect(() => () => stream.current?.getTracks().forEach((t) => t.stop()), []);

  async function run(body: { imageUrl: string | null; imageFile: string | null }) {
    setError(null);
    setAnswer(null);
    setStage('analyzing');
    try {
      const result = await searchByImage(body);
      setStage('searching');
      if (result.error) throw new Error(result.error);
      setAnswer(result);
      setStage('results');
    } catch (e) {
      setStage('upload');
      setError(failureText(e));
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setPhoto(file);
    await run({ imageUrl: null, imageFile: await readAsDataUrl(file) });
  }

  async function startCamera() {
    setCameraError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setCameraError(window.isSecureContext ? IMAGE_SEARCH_TEXT.camera.noApi : IMAGE_SEARCH_TEXT.camera.insecure);
      return;
    }
    try {
      let media: MediaStream;
      try {
        media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 } } });
      } catch (e) {
        // Unsupported settings: once more with the basic ones (SPEC §8), saying so meanwhile.
        if ((e as { name?: string }).name !== 'OverconstrainedError') throw e;
        setCameraError(IMAGE_SEARCH_TEXT.camera.unsupported);
        media = await navigator.mediaDevices.getUserMedia({ video: true });
        setCameraError(null);
      }
      stream.current = media;
      setCameraOn(true);
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
    } catch (e) {
      setCameraError(cameraProblem(e));
    }
  }

  // The stream may arrive before the <video> is shown.
  useEffect(() => {
    if (cameraOn && video.current && stream.current && video.current.srcObject !== stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [cameraOn]);

  async function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    const dataUrl = canvas.toDataURL('image/jpeg', CAMERA_JPEG_QUALITY);
    stopCamera();
    setPhoto(fileOfDataUrl(dataUrl, 'camera.jpg'));
    await run({ imageUrl: null, imageFile: dataUrl });
  }

  async function onLink(e: FormEvent) {
    e.preventDefault();
    if (!link.trim()) {
      setError(IMAGE_SEARCH_TEXT.linkEmpty);
      return;
    }
    await run({ imageUrl: link.trim(), imageFile: null });
  }

  async function onManual(e: FormEvent) {
    e.preventDefault();
    setManualError(null);
    if (!manual.trim()) {
      setManualError(IMAGE_SEARCH_TEXT.manualEmpty);
      return;
    }
    try {
      setManualResults((await searchCatalog(manual.trim(), 20)).results);
    } catch {
      setManualError(IMAGE_SEARCH_TEXT.manualFailed);
    }
  }

  function onAdd(e: FormEvent) {
    e.preventDefault();
    const problems = { brand: item.brand.trim() ? undefined : 'Brand is required.', name: item.name.trim() ? undefined : 'Product name is required.' };
    setItemErrors(problems);
    if (problems.brand || problems.name) return;
    onOpenChange(false);
    onAddItem({ brand: item.brand.trim(), name: item.name.trim(), model: item.model.trim(), photo });
  }

  const busy = stage === 'analyzing' || stage === 'searching';
  const fallback = answer?.geminiRawOutput.startsWith('Error') ?? false;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => { if (!next) reset(); onOpenChange(next); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4">
          <Dialog.Content className="pointer-events-auto w-full max-w-2xl bg-ivory px-6 pb-7 pt-8 shadow-2xl focus:outline-none sm:px-9">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="font-display text-3xl font-medium">Search by photo</Dialog.Title>
              <Dialog.Close aria-label="Close" className="inline-flex size-10 items-center justify-center text-ink-soft hover:text-ink">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 text-sm leading-6 text-ink-soft">
              Upload or take a photo of a piece, or paste a link to one: Patina finds it in the catalogue.
            </Dialog.Description>

            {error ? (
              <div role="alert" className="mt-4 flex gap-2.5 border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall">
                <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
                <p>{error}</p>
              </div>
            ) : null}

            {stage === 'upload' ? (
              <div className="mt-6 flex flex-col gap-6">
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="image-search-file" className="label-caps text-muted">Upload a photo</label>
                  <input id="image-search-file" type="file" accept="image/*" aria-describedby="image-search-hint" onChange={(e) => void onFile(e.target.files?.[0])} className="text-sm" />
                  <p id="image-search-hint" className="text-xs text-muted">{IMAGE_HINT}</p>
                </div>
                <div className="flex flex-col gap-2">
                  {cameraOn && open ? (
                    <>
                      <video ref={video} aria-label="Camera preview" playsInline muted className="aspect-video w-full bg-ink" />
                      <div className="flex gap-3">
                        <Button variant="primary" onClick={() => void capture()}>Take photo</Button>
                        <Button variant="secondary" onClick={stopCamera}>Close camera</Button>
                      </div>
                    </>
                  ) : (
                    <Button variant="secondary" onClick={() => void startCamera()}>
                      <Camera aria-hidden="true" className="mr-2 size-4" /> Take a photo
                    </Button>
                  )}
                  {cameraError ? <p role="alert" className="text-sm text-fall">{cameraError}</p> : null}
                </div>
                <form onSubmit={(e) => void onLink(e)} noValidate className="flex items-end gap-3">
                  <TextField label="Image link" placeholder="https://…" value={link} onChange={(e) => setLink(e.target.value)} className="flex-1" />
                  <Button type="submit" variant="secondary">Search link</Button>
                </form>
              </div>
            ) : null}

            {busy ? (
              <p role="status" className="mt-6 text-sm text-ink-soft">{stage === 'analyzing' ? 'Analyzing image…' : 'Searching the catalogue…'}</p>
            ) : null}

            {stage === 'results' && answer ? (
              <div className="mt-6">
                {fallback ? <p className="text-sm text-ink-soft">{IMAGE_SEARCH_TEXT.fallback}</p> : null}
                {answer.matches.length === 0 ? (
                  <p role="status" className="text-sm text-ink-soft">{IMAGE_SEARCH_TEXT.noMatch}</p>
                ) : (
                  <>
                    {answer.extractedProducts[0] ? (
                      <p className="text-sm text-ink-soft">
                        Looks like: <strong className="text-ink">{answer.extractedProducts[0].brand} {answer.extractedProducts[0].product_name}</strong>{' '}
                        ({Math.round(answer.extractedProducts[0].confidence * 100)} % agreement)
                      </p>
                    ) : null}
                    <ul aria-label="Pieces found" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
                      {answer.matches.map((m) => <MatchCard key={m.id} match={m} />)}
                    </ul>
                  </>
                )}
                <Button variant="secondary" className="mt-5" onClick={reset}>Try Again</Button>
              </div>
            ) : null}

            <div className="mt-8 border-t border-line pt-6">
              <form onSubmit={(e) => void onManual(e)} noValidate className="flex items-end gap-3">
                <TextField label="Search by name" list="image-search-suggestions" value={manual} onChange={(e) => setManual(e.target.value)} error={manualError} className="flex-1" />
                <Button type="submit" variant="secondary">Search</Button>
              </form>
              {suggestions.data && manual.trim().length > 2 ? (
                <ul aria-label="Suggestions" className="mt-2 flex flex-col gap-1 text-sm">
                  {suggestions.data.results.slice(0, 6).map((s) => (
                    <li key={s.id}><a href={`/product/${s.slug}`} target="_blank" rel="noreferrer" className="hover:text-bronze">{s.full_name}</a></li>
                  ))}
                </ul>
              ) : null}
              {manualResults ? (
                <ul aria-label="Catalogue results" className="mt-3 flex flex-col gap-1 text-sm">
                  {manualResults.length === 0 ? <li>Nothing found.</li> : manualResults.map((s) => (
                    <li key={s.id}><a href={`/product/${s.slug}`} target="_blank" rel="noreferrer" className="hover:text-bronze">{s.full_name}</a></li>
                  ))}
                </ul>
              ) : null}
            </div>

            <form onSubmit={onAdd} noValidate className="mt-8 border-t border-line pt-6">
              <h3 className="font-display text-xl">Not in the catalogue? Add it</h3>
              <div className="mt-3 grid gap-3 sm:grid-cols-3">
                <TextField label="Brand *" required value={item.brand} onChange={(e) => setItem({ ...item, brand: e.target.value })} error={itemErrors.brand ?? null} />
                <TextField label="Product name *" required value={item.name} onChange={(e) => setItem({ ...item, name: e.target.value })} error={itemErrors.name ?? null} />
                <TextField label="Model" value={item.model} onChange={(e) => setItem({ ...item, model: e.target.value })} />
              </div>
              <div className="mt-4 flex gap-3">
                <Button type="submit" variant="primary">Add item</Button>
                <Button variant="secondary" onClick={reset}>Clear</Button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MatchCard({ match }: { match: ImageMatch }) {
  return (
    <li>
      <a href={`/product/${match.slug}`} target="_blank" rel="noreferrer" className="flex flex-col gap-1 hover:text-bronze">
        {match.image_feature ? <img src={`${match.image_feature}?w=200`} alt="" width={200} height={200} className="aspect-square w-full object-cover" /> : null}
        <span className="text-xs text-muted">{match.brand}</span>
        <span className="text-sm">{match.name}</span>
        <span className="text-xs text-muted">{Math.round(match.confidence * 100)} % similar</span>
      </a>
    </li>
  );
}
