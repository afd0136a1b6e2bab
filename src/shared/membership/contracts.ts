import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalog/categories.js';
import { membershipApplicationMachine } from './membership.machine.js';

/**
 * The club's API contracts (issue #17), shared by the server's routes and the web app.
 * Applicant: /api/membership/…; reviewers: /api/admin/membership/…; members and the audit
 * log: /api/admin/members, /api/admin/audit; the dashboard: /api/admin/dashboard.
 */

export const APPLICATION_STATES = membershipApplicationMachine.states;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** Youngest age the club admits (SPEC §9's age threshold). */
export const MIN_MEMBER_AGE = 18;
/** The identity document: an image, at most this big, checked by its bytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Days a document is kept after the decision, then deleted. */
export const DOCUMENT_RETENTION_DAYS = 30;
/** The phone code: digits, minutes it lives, wrong tries allowed. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_ATTEMPTS = 5;

/** The club rules an applicant accepts; the version accepted is kept with the application. */
export const CLUB_RULES_VERSION = '2026-11';
export const CLUB_RULES: readonly string[] = [
  'I will describe every piece I sell truthfully and completely, and send it for expert review.',
  'I will pay for what I buy or win, through Patina’s escrow, within the time given.',
  'I will not bid on my own pieces or arrange bids with others.',
  'I will keep conversations with other members courteous, and about the pieces and orders at hand.',
  'I will keep other members’ details private.',
];

const trimmed = (max: number) => z.string().trim().max(max);
/** Letters (any script), spaces and the marks names carry; nothing a page could run. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
export const legalNameSchema = trimmed(120)
  .min(2, 'Please enter your full legal name.')
  .regex(NAME_PATTERN, 'Your legal name may hold letters, spaces, apostrophes, hyphens and full stops only.');
/** ISO 3166-1 alpha-2, upper case (the list is countries.ts). */
export const countrySchema = z.string().regex(/^[A-Z]{2}$/, 'Please choose your country.');
/** A calendar date, YYYY-MM-DD. */
export const dateOfBirthSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter your date of birth.');
/** E.164: + and 8 to 15 digits (the form strips spaces and dashes first). */
export const phoneSchema = z.string().regex(/^\+[1-9]\d{7,14}$/, 'Please enter your phone number with its country code, e.g. +44 20 7946 0958.');
export const houseSchema = trimmed(60).min(1).regex(/^[^<>]*$/, 'A house name may not hold < or >.');
export const freeTextSchema = (max: number) => trimmed(max).regex(/^[^<>]*$/, 'Please leave out < and >.');

/** PUT /api/membership/application: the draft as far as it is filled. Every field optional. */
export const applicationDraftSchema = z
  .object({
    legalName: legalNameSchema,
    country: countrySchema,
    dateOfBirth: dateOfBirthSchema,
    interests: z.object({
      categories: z.array(z.enum(CATEGORY_SLUGS)).max(CATEGORY_SLUGS.length),
      houses: z.array(houseSchema).max(20),
    }),
    /** How they buy and sell today (auction houses, dealers, private sales…). */
    buyingAndSelling: freeTextSchema(2000),
  })
  .partial()
  .strict();
export type ApplicationDraft = z.infer<typeof applicationDraftSchema>;

/** POST /api/membership/application/phone: send a code to this number. */
export const phoneCodeRequestSchema = z.object({ phone: phoneSchema }).strict();
/** POST /api/membership/application/phone/verify. */
export const phoneCodeCheckSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'The code is the 6 digits we sent you.') }).strict();
/** POST /api/membership/application/submit: the rules accepted. */
export const submitApplicationSchema = z.object({ acceptRules: z.literal(true, 'Please accept the club rules.') }).strict();
/** POST /api/membership/application/answer: the answer to a reviewer's question. */
export const answerSchema = z.object({ answer: freeTextSchema(2000).min(1, 'Please write your answer.') }).strict();

/** An application as its applicant sees it. */
export const applicationSchema = z.object({
  id: z.string(),
  state: z.enum(APPLICATION_STATES),
  legalName: z.string(),
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  interests: z.object({ categories: z.array(z.string()), houses: z.array(z.string()) }),
  buyingAndSelling: z.string(),
  /** The document is never sent back to its applicant: only that it is there. */
  document: z.object({ type: z.enum(DOCUMENT_TYPES), bytes: z.number().int(), uploadedAt: z.string() }).nullable(),
  rulesAcceptedAt: z.string().nullable(),
  /** What a reviewer asked, and the applicant's answer. */
  infoRequest: z.string().nullable(),
  infoAnswer: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * GET /api/membership: where the signed-in person stands. `status` is what /membership
 * shows: not applied, a draft, in review (submitted or in review), more information
 * requested, approved (a member), declined (with when one may reapply), suspended.
 */
export const MEMBERSHIP_STATUSES = ['not_applied', 'draft', 'in_review', 'more_info_requested', 'member', 'declined', 'suspended'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const membershipSchema = z.object({
  status: z.enum(MEMBERSHIP_STATUSES),
  application: applicationSchema.nullable(),
  /** After a decline: when a new application may start (ISO); null otherwise. */
  reapplyFrom: z.string().nullable(),
  suspension: z.object({ reason: z.string(), since: z.string() }).nullable(),
  /** Whether the applicant's email is verified (a signal reviewers see). */
  emailVerified: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

// --- Reviewers ---------------------------------------------------------------------------

/** What a reviewer weighs; `duplicates` name other accounts that share a detail. */
export const riskSignalsSchema = z.object({
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  documentPresent: z.boolean(),
  duplicates: z.array(z.object({
    field: z.enum(['phone', 'legal_name_and_birth_date', 'document']),
    userId: z.string(),
    email: z.string(),
  })),
  country: z.string().nullable(),
  age: z.number().int().nullable(),
  accountAgeDays: z.number().int(),
});
export type RiskSignals = z.infer<typeof riskSignalsSchema>;

export const queueItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  legalName: z.string(),
  state: z.enum(APPLICATION_STATES),
  submittedAt: z.string().nullable(),
  /** Hours since it was submitted (the queue's age). */
  ageHours: z.number().int(),
  signals: riskSignalsSchema,
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** GET /api/admin/membership/applications?state=&q=&page= */
export const QUEUE_FILTERS = ['open', 'submitted', 'in_review', 'more_info_requested', 'approved', 'declined', 'all'] as const;
export const queueQuerySchema = z.object({
  state: z.enum(QUEUE_FILTERS).default('open'),
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const queueSchema = z.object({ items: z.array(queueItemSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** GET /api/admin/membership/applications/:id (the document: …/:id/document, reviewers only). */
export const reviewSchema = z.object({
  application: applicationSchema,
  applicant: z.object({ id: z.string(), email: z.string(), name: z.string(), createdAt: z.string() }),
  signals: riskSignalsSchema,
  /** The application's audit trail, oldest first. */
  history: z.array(z.object({ at: z.string(), action: z.string(), actor: z.string().nullable(), detail: z.string().nullable() })),
});
export type Review = z.infer<typeof reviewSchema>;

export const requestInfoSchema = z.object({ message: freeTextSchema(2000).min(1, 'Please say what you need from the applicant.') }).strict();
export const declineSchema = z.object({ reason: freeTextSchema(2000).min(1, 'Please give the reason for the decline.') }).strict();
export const clubSettingsSchema = z.object({
  /** Approve on submission when email, phone and document are verified and no duplicate signal fires. */
  autoApprove: z.boolean(),
}).strict();
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

// --- Members and the audit log --------------------------------------------------------------

export const suspendSchema = z.object({ reason: freeTextSchema(2000).min(1, 'Please give the reason for the suspension.') }).strict();

export const memberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  userType: z.enum(['admin', 'verified_member', 'registered']),
  expertise: z.array(z.string()),
  suspended: z.object({ reason: z.string(), since: z.string() }).nullable(),
  createdAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const membersQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  role: z.enum(['admin', 'verified_member', 'registered', 'suspended', 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const membersSchema = z.object({ items: z.array(memberRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who did it: an admin's id and email, or null for the system (automatic approval, retention). */
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  action: z.string().trim().max(80).optional(),
  actor: z.string().trim().max(254).optional(),
  subject: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const auditSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// --- The dashboard ------------------------------------------------------------------------------

/**
 * A queue on the dashboard. `open: false` for a queue whose feature is not live yet (the
 * page says so instead of showing a zero that means nothing).
 */
export const dashboardQueueSchema = z.object({
  key: z.enum(['membership_applications', 'expert_reviews', 'disputes', 'bank_transfers', 'reported_messages']),
  label: z.string(),
  open: z.boolean(),
  count: z.number().int(),
  /** Hours the oldest item has waited; null when empty. */
  oldestHours: z.number().int().nullable(),
  href: z.string(),
});
export const dashboardSchema = z.object({
  queues: z.array(dashboardQueueSchema),
  /** Today (UTC) so far; null where the feature is not live yet. */
  today: z.object({
    newMembers: z.number().int(),
    newAccounts: z.number().int(),
    listingsLive: z.number().int(),
    orders: z.number().int().nullable(),
    gmvUsdCents: z.number().int().nullable(),
    escrowHeldUsdCents: z.number().int().nullable(),
  }),
  settings: clubSettingsSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
