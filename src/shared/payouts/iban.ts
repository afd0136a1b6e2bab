/**
 * IBANs (ISO 13616) as a seller types them: spaces and lower case are forgiven, then the
 * country's length (the SWIFT IBAN registry) and the mod-97 check digits must hold. Only the
 * last four characters are ever shown back (`maskIban`).
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18,
  NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31,
  SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, XK: 20, YE: 30,
};

/** The longest IBAN of any country (Russia's 33), what a form field may hold with spaces. */
export const MAX_IBAN_INPUT = 50;

/** Upper case, without spaces: how an IBAN is stored and checked. */
export const normalizeIban = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** The IBAN's remainder mod 97 (1 for a valid one), its first four characters moved to the end, letters as 10–35. */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** Why an IBAN (already normalised) is not one, or null when it is. */
export function ibanProblem(iban: string): IbanProblem | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return ibanRemainder(iban) === 1 ? null : 'checksum';
}

/** The words a seller reads for each problem. */
export function ibanMessage(iban: string, problem: IbanProblem): string {
  switch (problem) {
    case 'format':
      return 'An IBAN starts with a two-letter country code and two check digits, then letters and digits.';
    case 'country':
      return `'${iban.slice(0, 2)}' is not a country that uses IBANs.`;
    case 'length':
      return `An IBAN from ${iban.slice(0, 2)} has ${IBAN_LENGTHS[iban.slice(0, 2)]} characters; this one has ${iban.length}.`;
    case 'checksum':
      return 'This IBAN’s check digits do not match: please check it for a typo.';
  }
}

/** '•••• 1234': all a page or an answer shows of an IBAN, apart from an admin's audited reveal. */
export const maskIban = (iban: string): string => `•••• ${iban.slice(-4)}`;

/** 'DE89 3704 0044 0532 0130 00': the print format (groups of 4), for reading it aloud or typing it into a bank's form. */
export const formatIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');
