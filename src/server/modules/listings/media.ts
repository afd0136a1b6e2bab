/**
 * What selling needs of the media platform (issue #12; built by the media helper in
 * src/server/platform/media): an image's bytes in, its fingerprint and WebP renditions out,
 * or a MediaError naming what is wrong with it.
 */
export interface Rendition {
  key: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export interface IngestedImage {
  sha256: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp' | 'heic';
  renditions: { thumb: Rendition; card: Rendition; zoom: Rendition };
}

export type IngestImage = (bytes: Buffer) => Promise<IngestedImage>;
