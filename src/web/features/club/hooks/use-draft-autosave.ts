import { useAutosave, type Autosave } from '../../../lib/use-autosave.js';
import { applicationDraftSchema, type ApplicationDraft } from '../../../../shared/membership/contracts.js';

/** The fields a draft save carries (the phone and the document have calls of their own). */
export const DRAFT_FIELDS = ['legalName', 'country', 'dateOfBirth', 'interests', 'buyingAndSelling'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type DraftValues = Required<ApplicationDraft>;

const sendable = (field: DraftField, value: unknown) => applicationDraftSchema.shape[field].safeParse(value).success;

/**
 * Saves an application draft as it is filled (lib/use-autosave.ts: a debounced PUT of the
 * fields that changed and pass the shared schemas). A refusal (an applicant under 18, say) goes
 * beside the field it names; one that names no field is retried field by field.
 */
export function useDraftAutosave(options: {
  initial: DraftValues;
  save: (draft: ApplicationDraft, options: { keepalive: boolean }) => Promise<void>;
  delayMs?: number;
}): Autosave<DraftValues> {
  return useAutosave<DraftField, DraftValues>({
    fields: DRAFT_FIELDS,
    initial: options.initial,
    initialSaved: true,
    save: options.save,
    sendable,
    errorsBy: 'field',
    unnamedRefusal: 'one-by-one',
    failedMessage: 'Your answers could not be saved.',
    delayMs: options.delayMs,
  });
}
