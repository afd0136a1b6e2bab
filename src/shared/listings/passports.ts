import { z } from 'zod';

/**
 * Digital passports (issue #12): issued when an expert approves a listing; the owner sees
 * theirs at /dashboard/passports, anyone may verify one at /passport/{code}.
 *
 *   GET /api/passports/mine        the member's passports (use_club_features)
 *   GET /api/passports/:code       public verification: genuine, current owner masked; unknown code 404
 */

/**
 * A passport code: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U),
 * shown in three groups of four (PT7K-9QXD-M4WR). 30^12 ≈ 5.3e17 codes: unguessable.
 */
export const PASSPORT_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ' as const;
export const PASSPORT_CODE_LENGTH = 12;

export function formatPassportCode(raw: string): string {
  return raw.match(/.{1,4}/g)!.join('-');
}

/** Reads what a person typed: any case, with or without dashes and spaces; null if it cannot be a code. */
export function normalizePassportCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== PASSPORT_CODE_LENGTH) return null;
  for (const c of bare) if (!PASSPORT_ALPHABET.includes(c)) return null;
  return formatPassportCode(bare);
}

/** A serial or reference in public: its last four characters, the rest hidden. */
export function maskSerial(serial: string | null): string | null {
  if (!serial) return null;
  const s = serial.trim();
  if (s.length <= 4) return '•'.repeat(s.length);
  return `${'•'.repeat(Math.min(8, s.length - 4))}${s.slice(-4)}`;
}

/** A person in public: first name and last initial ("Sofia C."). */
export function maskOwnerName(first: string, last: string): string {
  const f = first.trim() || 'Patina member';
  const l = last.trim();
  return l ? `${f} ${l[0]!.toUpperCase()}.` : f;
}

export const passportCodeParamSchema = z.object({ code: z.string().max(40) });

export const passportSchema = z.object({
  code: z.string(),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), brand: z.string(), category: z.string() }),
  reference: z.string().nullable(),
  serial: z.string().nullable(),
  condition: z.string(),
  photo_fingerprints: z.array(z.string()),
  expert: z.string(),
  issued_at: z.string(),
  owners: z.array(z.object({ name: z.string(), from: z.string(), to: z.string().nullable(), how: z.string() })),
  verify_url: z.string(),
});
export type Passport = z.infer<typeof passportSchema>;
export const myPassportsSchema = z.object({ passports: z.array(passportSchema) });

export const passportVerificationSchema = z.object({
  genuine: z.literal(true),
  code: z.string(),
  product: z.object({ slug: z.string(), name: z.string(), brand: z.string(), category: z.string() }),
  reference: z.string().nullable(),
  serial: z.string().nullable(),
  condition: z.string(),
  photo_fingerprints: z.array(z.string()),
  expert: z.string(),
  issued_at: z.string(),
  current_owner: z.string(),
  owner_since: z.string(),
  transfers: z.number().int(),
});
export type PassportVerification = z.infer<typeof passportVerificationSchema>;
