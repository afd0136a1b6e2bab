import type { PolicyDocument } from './document.js';
import { PRIVACY } from './privacy.js';
import { TERMS } from './terms.js';

export { TERMS, PRIVACY };
export * from './document.js';

/** Every policy text, in the order the assistant searches them. */
export const POLICIES: readonly PolicyDocument[] = [TERMS, PRIVACY];
