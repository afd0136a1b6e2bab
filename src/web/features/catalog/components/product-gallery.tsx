import { useRef, useState, type PointerEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Maximize2, Minus, Plus, X } from 'lucide-react';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { FramedImage } from '../../../ui/framed-image.js';

const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

/**
 * The product's photographs. On a pointer that hovers, the picture magnifies under the
 * cursor (a 1600 px rendition at twice the size); a click, Enter or the zoom button opens a
 * full-screen viewer with zoom steps (buttons, + and − keys) and scrolling to pan. With
 * reduced motion the hover magnifier does not move.
 */
export function ProductGallery({ images, alt }: { images: (string | null)[]; alt: string }) {
  const shown = images.filter((i): i is string => Boolean(i));
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const current = shown[index] ?? null;

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (e.pointerType !== 'mouse') return;
    const box = e.currentTarget.getBoundingClientRect();
    setLens({ x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 });
  }

  return (
    <div data-testid="product-gallery">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <div className="relative">
          <Dialog.Trigger asChild disabled={!current}>
            <button
              type="button"
              aria-label={`Zoom into the photograph of ${alt}`}
              className="group relative block w-full cursor-zoom-in overflow-hidden disabled:cursor-default"
            >
              <div onPointerMove={onPointerMove} onPointerLeave={() => setLens(null)}>
                <FramedImage src={imageAtWidth(current, 800)} alt={alt} width={800} height={800} loading="eager" fetchPriority="high" />
                {lens && current ? (
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-0 hidden bg-ivory-deep bg-no-repeat motion-safe:block"
                    style={{
                      backgroundImage: `url("${imageAtWidth(current, 1600)}")`,
                      backgroundSize: '200%',
                      backgroundPosition: `${lens.x}% ${lens.y}%`,
                    }}
                  />
                ) : null}
              </div>
              <span className="absolute bottom-3 right-3 inline-flex size-10 items-center justify-center bg-ivory/90 text-ink shadow-sm">
                <Maximize2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
              </span>
            </button>
          </Dialog.Trigger>
        </div>
        {shown.length > 1 ? (
          <ul className="mt-3 flex gap-3" aria-label="Photographs">
            {shown.map((src, i) => (
              <li key={src}>
                <button
                  type="button"
                  aria-label={`Photograph ${i + 1} of ${shown.length}`}
                  aria-pressed={i === index}
                  onClick={() => setIndex(i)}
                  className="block w-20 border border-line aria-pressed:border-ink"
                >
                  <FramedImage src={imageAtWidth(src, 200)} alt="" width={200} height={200} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {/* Mounted while open only, so every opening starts at 100 %. */}
        {current && open ? <ZoomViewer key={current} src={current} alt={alt} /> : null}
      </Dialog.Root>
    </div>
  );
}

function ZoomViewer({ src, alt }: { src: string; alt: string }) {
  const [step, setStep] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const zoom = ZOOM_STEPS[step] ?? 1;
  const change = (delta: number) => setStep((s) => Math.min(ZOOM_STEPS.length - 1, Math.max(0, s + delta)));
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 motion-safe:data-[state=open]:animate-fade-in" />
      <Dialog.Content
        className="fixed inset-0 z-50 flex flex-col bg-ivory focus:outline-none"
        onKeyDown={(e) => {
          if (e.key === '+' || e.key === '=') change(1);
          if (e.key === '-' || e.key === '_') change(-1);
        }}
        aria-describedby={undefined}
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 md:px-8">
          <Dialog.Title className="truncate font-display text-xl font-medium">{alt}</Dialog.Title>
          <div className="flex items-center gap-1">
            {/* aria-disabled, not disabled: a focused button that turns disabled drops focus out of the viewer. */}
            <button type="button" onClick={() => change(-1)} aria-disabled={step === 0} aria-label="Zoom out" className="inline-flex size-11 items-center justify-center text-ink hover:text-bronze aria-disabled:opacity-40 aria-disabled:hover:text-ink">
              <Minus aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </button>
            <output aria-live="polite" className="w-14 text-center text-sm tabular-nums" data-testid="zoom-level">
              {Math.round(zoom * 100)}%
            </output>
            <button type="button" onClick={() => change(1)} aria-disabled={step === ZOOM_STEPS.length - 1} aria-label="Zoom in" className="inline-flex size-11 items-center justify-center text-ink hover:text-bronze aria-disabled:opacity-40 aria-disabled:hover:text-ink">
              <Plus aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </button>
            <Dialog.Close aria-label="Close" className="ml-2 inline-flex size-11 items-center justify-center text-ink hover:text-bronze">
              <X aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
        </div>
        {/* Scrollable, so a zoomed picture is panned by scrolling, dragging a scrollbar or the arrow keys. */}
        <div ref={scroller} tabIndex={0} role="region" aria-label="Photograph, scroll to pan" className="flex-1 overflow-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-bronze">
          <div className="flex min-h-full min-w-full items-center justify-center p-4">
            <img
              src={imageAtWidth(src, 1600) ?? src}
              alt={alt}
              width={1600}
              height={1600}
              style={{ width: `min(${zoom * 100}vw, ${zoom * 80}vh)`, maxWidth: 'none', height: 'auto' }}
            />
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
