/**
 * The assistant's one normal form of a question: accents folded ('Hermès' -> 'hermes'),
 * lower case, control characters and punctuation but '$', '€', '£', '/', '.', ',' and '-'
 * turned into spaces, spaces collapsed. Router, entities and classifier all read this form.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function normalizeQuestion(text: string): string {
  return text
    .replace(CONTROL, ' ')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$€£/.,\-\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of a normalized question (punctuation kept inside references such as 5711/1a). */
export function wordsOf(normalized: string): string[] {
  return normalized
    .split(' ')
    .map((w) => w.replace(/^[.,'-]+|[.,'-]+$/g, ''))
    .filter((w) => w.length > 0);
}
