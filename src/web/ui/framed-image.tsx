import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { clsx } from 'clsx';

export interface FramedImageProps {
  src: string | null;
  alt: string;
  /** Intrinsic size of the rendition, so the browser reserves the space before it loads. */
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  className?: string;
  /** Classes for the frame (aspect ratio, background). */
  frameClassName?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * An image in an ivory frame with a fixed aspect ratio (no layout shift). A missing or broken
 * image shows a quiet placeholder that still names the piece for screen readers.
 */
export function FramedImage({ src, alt, width, height, loading = 'lazy', className, frameClassName, fetchPriority }: FramedImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <div className={clsx('relative overflow-hidden bg-ivory-deep', frameClassName)} style={{ aspectRatio: `${width} / ${height}` }}>
      {broken ? (
        <div role="img" aria-label={alt} className="flex size-full flex-col items-center justify-center gap-2 text-muted">
          <ImageOff aria-hidden="true" className="size-7" strokeWidth={1.25} />
          <span className="label-caps">Image to follow</span>
        </div>
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          fetchPriority={fetchPriority}
          onError={() => setFailed(src)}
          className={clsx('size-full object-cover', className)}
        />
      )}
    </div>
  );
}
