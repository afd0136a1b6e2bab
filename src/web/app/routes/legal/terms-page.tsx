import { TERMS } from '../../../../shared/policies/index.js';
import { LegalDocument } from './legal-document.js';

/** The text is src/shared/policies/terms.ts, which the assistant quotes too (issue #16). */
export function TermsPage() {
  return (
    <LegalDocument
      document={TERMS}
    />
  );
}

export const Component = TermsPage;
