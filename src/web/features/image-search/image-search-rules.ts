import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../shared/image-search/constants.js';

/** SPEC §5: suggestions start after more than 2 characters. */
export const MANUAL_SUGGESTIONS_MIN_CHARS = 2;
/** SPEC §9: camera capture JPEG quality. */
export const CAMERA_JPEG_QUALITY = 0.8;

export const IMAGE_SEARCH_TEXT = {
  analyzeFailed: 'Failed to analyze image',
  searchFailed: 'Failed to search image',
  manualFailed: 'Failed to search catalog. Please try again.',
  fallback: 'The picture could not be read by the model: a fallback extraction is used.',
  notImage: 'Please choose an image file (JPG, PNG, GIF or WebP).',
  tooLarge: 'This image is larger than 10MB. Please choose a smaller one.',
  linkEmpty: 'Please paste a link to an image.',
  manualEmpty: 'Please type what you are looking for.',
  noMatch: 'No piece in the catalogue looks like this photo. Try another photo, or search by name.',
  camera: {
    noApi: 'This browser cannot use the camera here. Open Patina over HTTPS, or upload a photo instead. On iPhone, use Safari and allow camera access.',
    denied: 'Camera access was denied. Allow the camera in your browser’s site settings (on iPhone: Settings › Safari › Camera) and try again.',
    notFound: 'No camera was found on this device. Upload a photo instead.',
    inUse: 'The camera is in use by another app. Close it and try again.',
    unsupported: 'This camera does not support the requested settings; trying again with basic settings.',
    insecure: 'The camera needs a secure page (HTTPS). Upload a photo instead.',
    unexpected: 'Something went wrong with the camera. Please try again, or upload a photo instead.',
  },
} as const;

/** What is wrong with a chosen file, or null (SPEC §5, and the 10 MB limit enforced here too). */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_SEARCH_TEXT.notImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SEARCH_TEXT.tooLarge;
  return null;
}

/** A camera failure's message (SPEC §8), by the DOMException's name. */
export function cameraProblem(error: unknown): string {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return IMAGE_SEARCH_TEXT.camera.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return name === 'NotFoundError' ? IMAGE_SEARCH_TEXT.camera.notFound : IMAGE_SEARCH_TEXT.camera.unsupported;
  if (name === 'NotReadableError' || name === 'AbortError') return IMAGE_SEARCH_TEXT.camera.inUse;
  return IMAGE_SEARCH_TEXT.camera.unexpected;
}

/** What the manual add-item form hands the app: the piece, and the photo searched with (if any). */
export interface AddItem {
  brand: string;
  name: string;
  model: string;
  photo: File | null;
}

/** Where the manual add-item form goes: /sell prefilled (sign-in as needed). */
export function addItemHref(item: { brand: string; name: string; model: string }): string {
  const q = [item.brand, item.name, item.model].map((s) => s.trim()).filter(Boolean).join(' ');
  return `/sell?${new URLSearchParams({ q }).toString()}`;
}
