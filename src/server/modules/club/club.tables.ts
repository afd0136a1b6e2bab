import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { membershipApplicationMachine } from '../../../shared/membership/membership.machine.js';
import { DOCUMENT_TYPES } from '../../../shared/membership/contracts.js';

export const APPLICATION_STATES = membershipApplicationMachine.states;

/**
 * Membership applications (migration 0016). A person has at most one open (undecided)
 * application: the partial unique index says so whatever two requests at once try. Decided
 * ones stay, so every decision is on record. The user foreign key (cascade) is in the migration.
 */
export const membershipApplications = pgTable(
  'membership_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    state: text('state', { enum: APPLICATION_STATES }).notNull().default('draft'),
    legalName: text('legal_name').notNull().default(''),
    country: text('country'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    interestCategories: text('interest_categories').array().notNull().default([]),
    interestHouses: text('interest_houses').array().notNull().default([]),
    buyingAndSelling: text('buying_and_selling').notNull().default(''),
    documentKey: text('document_key'),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }),
    documentBytes: integer('document_bytes'),
    documentSha256: text('document_sha256'),
    documentUploadedAt: timestamp('document_uploaded_at', { withTimezone: true }),
    documentDeletedAt: timestamp('document_deleted_at', { withTimezone: true }),
    rulesVersion: text('rules_version'),
    rulesAcceptedAt: timestamp('rules_accepted_at', { withTimezone: true }),
    infoRequest: text('info_request'),
    infoAnswer: text('info_answer'),
    declineReason: text('decline_reason'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('membership_applications_open_idx').on(t.userId).where(sql`${t.state} not in ('approved', 'declined')`),
    index('membership_applications_user_idx').on(t.userId, t.createdAt.desc()),
    index('membership_applications_queue_idx').on(t.state, t.submittedAt),
    index('membership_applications_phone_idx').on(t.phone).where(sql`${t.phone} is not null`),
    index('membership_applications_name_birth_idx').on(sql`lower(${t.legalName})`, t.dateOfBirth).where(sql`${t.dateOfBirth} is not null`),
    index('membership_applications_document_idx').on(t.documentSha256).where(sql`${t.documentSha256} is not null`),
    check('membership_applications_state_check', sql`${t.state} in ('draft', 'submitted', 'in_review', 'more_info_requested', 'approved', 'declined')`),
  ],
);

/** The code sent to confirm an application's phone: kept as an HMAC, with its expiry and wrong tries. */
export const phoneCodes = pgTable('phone_codes', {
  applicationId: uuid('application_id').primaryKey(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The club's settings: one row. */
export const clubSettings = pgTable('club_settings', {
  id: boolean('id').primaryKey().default(true),
  autoApprove: boolean('auto_approve').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
