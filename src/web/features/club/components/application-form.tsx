import { useEffect, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AlertTriangle } from 'lucide-react';
import { CATEGORY_SLUGS, type CategorySlug } from '../../../../shared/catalog/categories.js';
import {
  CLUB_RULES,
  countrySchema,
  dateOfBirthSchema,
  freeTextSchema,
  houseSchema,
  legalNameSchema,
  MIN_MEMBER_AGE,
  submitApplicationSchema,
  type Membership,
} from '../../../../shared/membership/contracts.js';
import { ApiError } from '../../../lib/api-client.js';
import { AutosaveStatus } from '../../../ui/autosave-status.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { useSaveApplicationDraft } from '../api/save-application-draft.js';
import { useSubmitApplication } from '../api/submit-application.js';
import { countries } from '../countries.js';
import { useDraftAutosave, type DraftField, type DraftValues } from '../hooks/use-draft-autosave.js';
import { DocumentUpload } from './document-upload.js';
import { FieldError, FormSection, TextAreaField } from './fields.js';
import { HousesField, MAX_HOUSES } from './houses-field.js';
import { PhoneVerification } from './phone-verification.js';

/** The form's own schema, built from the shared ones so the words match the server's. */
const formSchema = z.object({
  legalName: legalNameSchema,
  country: countrySchema,
  dateOfBirth: dateOfBirthSchema,
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  houses: z.array(houseSchema).max(MAX_HOUSES),
  buyingAndSelling: freeTextSchema(2000),
  acceptRules: z.boolean().superRefine((value, ctx) => {
    const checked = submitApplicationSchema.shape.acceptRules.safeParse(value);
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Please accept the club rules.' });
  }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export const BUYING_AND_SELLING_MAX = 2000;

/** The parts of the form a refusal can name (the server's issue paths). */
const ISSUE_FIELDS = ['legalName', 'country', 'dateOfBirth', 'phone', 'interests', 'buyingAndSelling', 'document'] as const;
type IssueField = (typeof ISSUE_FIELDS)[number];
const FIELD_OF_INPUT: Partial<Record<keyof FormInput, IssueField>> = {
  legalName: 'legalName',
  country: 'country',
  dateOfBirth: 'dateOfBirth',
  categories: 'interests',
  houses: 'interests',
  buyingAndSelling: 'buyingAndSelling',
};

function withoutKey<T extends object>(record: T, key: keyof T): T {
  const next = { ...record };
  delete next[key];
  return next;
}

function draftOf(values: FormInput): DraftValues {
  return {
    legalName: values.legalName,
    country: values.country,
    dateOfBirth: values.dateOfBirth,
    interests: { categories: values.categories as CategorySlug[], houses: values.houses },
    buyingAndSelling: values.buyingAndSelling,
  };
}

function isCategory(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** The newest date of birth that can be 18 today, as the date field's `max`. */
function latestBirthDate(today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - MIN_MEMBER_AGE, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export interface ApplicationFormProps {
  /** Where the person stands; the draft's answers fill the form (a new application starts empty). */
  membership: Membership;
  /** The category names, as the catalogue spells them. */
  categories: readonly { slug: CategorySlug; name: string }[];
  /** The application went in: show where it stands now. */
  onSubmitted: () => void;
}

/**
 * /membership/apply's form (issue #17). Answers are saved as a draft while they are filled
 * (so a reload, or another device, finds them); the phone and the document have calls of
 * their own. Submit saves what is waiting, checks what the form can, and sends the
 * application; the server's refusals appear beside their field or above the button.
 */
export function ApplicationForm({ membership, categories, onSubmitted }: ApplicationFormProps) {
  const draft = membership.status === 'draft' ? membership.application : null;
  const [defaults] = useState<FormInput>(() => ({
    legalName: draft?.legalName ?? '',
    country: draft?.country ?? '',
    dateOfBirth: draft?.dateOfBirth ?? '',
    categories: (draft?.interests.categories ?? []).filter(isCategory),
    houses: draft?.interests.houses ?? [],
    buyingAndSelling: draft?.buyingAndSelling ?? '',
    acceptRules: false,
  }));
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaults, mode: 'onTouched' });
  const { register, control, formState, handleSubmit } = form;
  const houses = useController({ control, name: 'houses' });

  const saveDraft = useSaveApplicationDraft();
  const autosave = useDraftAutosave({
    initial: draftOf(defaults),
    save: (d, { keepalive }) => saveDraft.mutateAsync({ draft: d, keepalive }),
  });
  const { schedule } = autosave;

  const submit = useSubmitApplication();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // What the server said was missing on submit, by field, until that field changes.
  const [submitIssues, setSubmitIssues] = useState<Partial<Record<IssueField, string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          schedule(draftOf(values));
          const field = name ? FIELD_OF_INPUT[name as keyof FormInput] : undefined;
          if (field) setSubmitIssues((issues) => (field in issues ? withoutKey(issues, field) : issues));
        },
      }),
    [form, schedule],
  );

  // The live answer (a code checked, a photo uploaded) rather than the form's first one.
  const application = membership.status === 'draft' ? membership.application : null;
  const phoneVerified = Boolean(application?.phoneVerified);
  const document = application?.document ?? null;
  // What submitting found missing goes once it is done.
  if (submitIssues.phone && phoneVerified) setSubmitIssues((issues) => withoutKey(issues, 'phone'));
  if (submitIssues.document && document) setSubmitIssues((issues) => withoutKey(issues, 'document'));

  const fieldError = (field: DraftField, own?: string) => own ?? autosave.serverErrors[field] ?? submitIssues[field] ?? null;

  const onValid = async () => {
    setSubmitError(null);
    setSubmitIssues({});
    setBusy(true);
    try {
      if (!(await autosave.flush())) {
        setSubmitError('Some of your answers are not saved yet. Please see the notes beside them, then submit again.');
        return;
      }
      await submit.mutateAsync();
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError) {
        const issues: Partial<Record<IssueField, string>> = {};
        for (const issue of error.issues) {
          const field = issue.path.split('.')[0] as IssueField;
          if (ISSUE_FIELDS.includes(field) && !issues[field]) issues[field] = issue.message;
        }
        setSubmitIssues(issues);
      }
      setSubmitError(error instanceof Error ? error.message : 'Your application could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const today = new Date();
  const ids = useId();
  const countryId = `${ids}-country`;
  const errors = formState.errors;
  const countryError = fieldError('country', errors.country?.message);
  const interestsError = fieldError('interests', errors.categories?.message ?? errors.houses?.message);

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Membership application" className="grid gap-12">
      <AutosaveStatus status={autosave.status} idle="Your answers are saved as a draft as you go." className="-mx-1 px-1" onRetry={() => void autosave.flush()} />

      <FormSection title="About you" description="As they appear on your identity document.">
        <TextField
          label="Full legal name"
          autoComplete="name"
          maxLength={120}
          error={fieldError('legalName', errors.legalName?.message)}
          className="max-w-xl"
          {...register('legalName')}
        />
        <div className="flex max-w-md flex-col gap-1.5">
          <Select
            id={countryId}
            label="Country of residence"
            autoComplete="country"
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${countryId}-error` : undefined}
            {...register('country')}
          >
            <option value="">Choose your country</option>
            {countries().map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
          {countryError ? <FieldError id={`${countryId}-error`}>{countryError}</FieldError> : null}
        </div>
        <TextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={latestBirthDate(today)}
          error={fieldError('dateOfBirth', errors.dateOfBirth?.message)}
          className="max-w-56"
          {...register('dateOfBirth')}
        />
      </FormSection>

      <FormSection title="Your phone" description="A mobile number we can confirm. We use it only about your membership and your orders.">
        <PhoneVerification phone={application?.phone ?? null} verified={phoneVerified} error={submitIssues.phone ?? null} />
      </FormSection>

      <FormSection title="What you collect" description="It helps our reviewers, and later your recommendations.">
        <fieldset aria-describedby={interestsError ? `${ids}-interests-error` : undefined}>
          <legend className="label-caps text-muted">Categories</legend>
          <div className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            {categories.map((c) => (
              <label key={c.slug} className="flex min-h-6 cursor-pointer items-center gap-3 text-sm text-ink">
                <input type="checkbox" value={c.slug} className="size-4 accent-bronze" {...register('categories')} />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
        <HousesField value={houses.field.value} onChange={houses.field.onChange} />
        {interestsError ? <FieldError id={`${ids}-interests-error`}>{interestsError}</FieldError> : null}
      </FormSection>

      <FormSection title="How you buy and sell today">
        <TextAreaField
          label="Your collecting so far"
          hint="Auction houses, dealers, boutiques or private sales: where you buy and sell now, and how often."
          maxLength={BUYING_AND_SELLING_MAX}
          error={fieldError('buyingAndSelling', errors.buyingAndSelling?.message)}
          {...register('buyingAndSelling')}
        />
      </FormSection>

      <FormSection title="Your identity document">
        <DocumentUpload document={document} error={submitIssues.document ?? null} />
      </FormSection>

      <FormSection title="The club rules" description="Every member keeps them. Breaking them can end a membership.">
        <ol className="grid list-decimal gap-2 pl-5 text-sm leading-6 text-ink">
          {CLUB_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <div className="flex flex-col gap-1.5">
          <label className="flex cursor-pointer items-start gap-3 text-sm font-medium text-ink">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-bronze"
              aria-invalid={errors.acceptRules ? true : undefined}
              aria-describedby={errors.acceptRules ? `${ids}-rules-error` : undefined}
              {...register('acceptRules')}
            />
            I accept the club rules
          </label>
          {errors.acceptRules?.message ? <FieldError id={`${ids}-rules-error`}>{errors.acceptRules.message}</FieldError> : null}
        </div>
      </FormSection>

      <div className="grid gap-4 border-t border-line pt-8">
        {submitError ? (
          <div role="alert" className="flex gap-2.5 border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall">
            <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
            <p>{submitError}</p>
          </div>
        ) : null}
        <div>
          <Button type="submit" variant="primary" size="lg" disabled={busy}>
            {busy ? 'Submitting…' : 'Submit application'}
          </Button>
        </div>
      </div>
    </form>
  );
}
