import { z } from 'zod';
import { hasControlCharacterInText } from '../text/control-characters.js';
import { memberRefSchema } from './contracts.js';

/**
 * The community's moderation (issue #37): members report an entry, a comment or a public
 * portfolio; moderators (the 'administer' capability) hide, restore, warn or dismiss from
 * `/admin/community`, each action in the audit log.
 */

export const REPORT_TARGET_KINDS = ['entry', 'comment', 'portfolio'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'counterfeit', 'personal_information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What members read for each reason (the dialog and the queue). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or abuse',
  counterfeit: 'Counterfeit or misleading',
  personal_information: 'Personal information',
  other: 'Something else',
};

/** How a moderator closed a target's open reports. */
export const REPORT_RESOLUTIONS = ['hidden', 'warned', 'dismissed'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const MODERATION_LIMITS = {
  noteChars: 500,
  reasonChars: 500,
  warningChars: 1_000,
  queuePageSize: 25,
  excerptChars: 240,
} as const;

/** The texts members and moderators read, letter for letter in tests. */
export const MODERATION_TEXTS = {
  reported: 'Thanks — a moderator will look at this.',
  hiddenEntry: 'Hidden by a moderator. Only you can see this entry.',
  hiddenComment: 'Removed by a moderator.',
  hiddenOwnComment: 'Hidden by a moderator. Only you can see this comment.',
} as const;

const noControl = (s: string) => !hasControlCharacterInText(s);
const id = z.number().int().positive();
const idParam = (what: string) => z.coerce.number({ message: `must be ${what}` }).int(`must be ${what}`).positive(`must be ${what}`).max(Number.MAX_SAFE_INTEGER, `must be ${what}`);

/** POST /api/community/reports */
export const reportInputSchema = z.strictObject({
  target_kind: z.enum(REPORT_TARGET_KINDS, { message: `must be one of ${REPORT_TARGET_KINDS.join(', ')}` }),
  target_id: id,
  reason: z.enum(REPORT_REASONS, { message: `must be one of ${REPORT_REASONS.join(', ')}` }),
  note: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.noteChars, `must be at most ${MODERATION_LIMITS.noteChars} characters`)
    .refine(noControl, 'may not hold control characters')
    .default(''),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportSchema = z.object({
  id,
  target_kind: z.enum(REPORT_TARGET_KINDS),
  target_id: id,
  reason: z.enum(REPORT_REASONS),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
/** 201 for a new report; 200 with the open one when the member had already reported it. */
export const reportResponseSchema = z.object({ report: reportSchema, message: z.string() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

// ---- the moderators' queue ----

export const QUEUE_STATUSES = ['open', 'resolved'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const queueQuerySchema = z.object({
  status: z.enum(QUEUE_STATUSES, { message: 'must be open or resolved' }).default('open'),
  page: z.coerce.number({ message: 'must be a page number' }).int('must be a page number').min(1, 'must be a page number').max(10_000, 'must be a page number').default(1),
});
export type QueueQuery = z.input<typeof queueQuerySchema>;

export const targetParamsSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS, { message: `must be one of ${REPORT_TARGET_KINDS.join(', ')}` }),
  id: idParam('a target id'),
});

const moderatorReason = z
  .string()
  .trim()
  .max(MODERATION_LIMITS.reasonChars, `must be at most ${MODERATION_LIMITS.reasonChars} characters`)
  .refine(noControl, 'may not hold control characters');
/** Hide, restore, dismiss: the moderator's reason, for the audit log (optional). */
export const moderationActionSchema = z.strictObject({ reason: moderatorReason.default('') });
/** Warn: the message the author receives (required), in the audit log too. */
export const warnInputSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'needs a message for the member')
    .max(MODERATION_LIMITS.warningChars, `must be at most ${MODERATION_LIMITS.warningChars} characters`)
    .refine(noControl, 'may not hold control characters'),
});

export const queueItemSchema = z.object({
  target_kind: z.enum(REPORT_TARGET_KINDS),
  target_id: id,
  /** The entry's title, the comment's words or the portfolio's title, as data (never markup). */
  title: z.string(),
  excerpt: z.string(),
  /** Where a moderator reads it (null: deleted since it was reported). */
  link: z.string().nullable(),
  author: memberRefSchema.extend({ id: z.string() }),
  hidden: z.boolean(),
  /** Deleted by its author since. */
  gone: z.boolean(),
  reports_count: z.number().int().min(0),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int().min(1) })),
  notes: z.array(z.string()),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
  /** Resolved reports: how and when. */
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  resolved_at: z.string().nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueSchema = z.object({
  items: z.array(queueItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type ModerationQueue = z.infer<typeof queueSchema>;

export const moderationOutcomeSchema = z.object({
  target_kind: z.enum(REPORT_TARGET_KINDS),
  target_id: id,
  hidden: z.boolean(),
  /** False when the action changed nothing (hiding what is hidden): no audit row either. */
  changed: z.boolean(),
  resolved_reports: z.number().int().min(0),
});
export type ModerationOutcome = z.infer<typeof moderationOutcomeSchema>;
