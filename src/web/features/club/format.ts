const MB = 1024 * 1024;

/**
 * '2.4 MB', '10 MB', '640 KB': sizes as a person reads them about a photo. `up` rounds up, so
 * a file just over a limit never reads as the limit itself.
 */
export function formatBytes(bytes: number, round: 'nearest' | 'up' = 'nearest'): string {
  const fit = round === 'up' ? Math.ceil : Math.round;
  if (bytes >= MB) return `${(fit((bytes / MB) * 10) / 10).toString()} MB`;
  return `${Math.max(1, fit(bytes / 1024))} KB`;
}

/** The phone number as the API takes it: E.164, so the spaces, dashes and brackets people type go. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}
