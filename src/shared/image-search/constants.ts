/** The image search's limits and hint, without the schemas (zod) that use them: the web's search page reads these. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A data URL of 10 MB is 4/3 as long in base64, plus its header. */
export const MAX_DATA_URL_CHARS = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64;
export const IMAGE_HINT = 'JPG, PNG, GIF and WebP up to 10MB';
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
