import { PRIVACY } from '../../../../shared/policies/index.js';
import { LegalDocument } from './legal-document.js';

/** The text is src/shared/policies/privacy.ts, which the assistant quotes too (issue #16). */
export function PrivacyPage() {
  return (
    <LegalDocument
      document={PRIVACY}
    />
  );
}

export const Component = PrivacyPage;
