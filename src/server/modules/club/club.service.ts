import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import type { Tx } from '../../db/client.js';
import type { Audit } from '../../platform/audit/index.js';
import { AppError, ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../platform/errors.js';
import { nextStateOrConflict } from '../../platform/lifecycle.js';
import type { Mailer } from '../../platform/mail/index.js';
import { phoneCodeMail } from '../../platform/mail/templates.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import type { PrivateStore } from '../../platform/storage/index.js';
import { formatDate } from '../../../shared/dates.js';
import { isCountryCode } from '../../../shared/membership/countries.js';
import {
  CLUB_RULES_VERSION, PHONE_CODE_ATTEMPTS, PHONE_CODE_LENGTH, PHONE_CODE_MINUTES,
  type ApplicationDraft, type DOCUMENT_TYPES, type Membership,
} from '../../../shared/membership/contracts.js';
import { membershipApplicationMachine } from '../../../shared/membership/membership.machine.js';
import { RateLimitedError, type AccountsService, type Viewer } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { APPLICATION_SUBJECT, type Decisions } from './club.decisions.js';
import { checkDateOfBirth, documentPresent, isOpen, reapplyDate, statusOf, toApplication } from './club.dto.js';
import type { ApplicationPatch, ApplicationRow, ClubRepo } from './club.repo.js';

/** Codes one person may ask for in an hour (each is a mail today, an SMS one day). */
export const PHONE_CODES_PER_HOUR: RateLimitRule = { window: 3600, max: 5 };

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface ClubServiceDeps {
  repo: ClubRepo;
  accounts: Pick<AccountsService, 'findAccount' | 'setUserType'>;
  audit: Pick<Audit, 'record'>;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Pick<Mailer, 'enqueue'>;
  rateLimiter: RateLimiter;
  store: PrivateStore;
  decisions: Pick<Decisions, 'approve' | 'changed'>;
  /** Keys the phone codes' HMAC. */
  secret: string;
  publicUrl: string;
  now: () => Date;
}

/** The type an image's first bytes say it is; null for anything else (a PDF renamed .jpg included). */
export function sniffImageType(bytes: Buffer): DocumentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const SHARP_FORMAT: Record<DocumentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** What a submitted application must hold, each with the words the form shows beside its field. */
function missingFields(row: ApplicationRow, emailVerified: boolean): { path: string; message: string }[] {
  const missing: { path: string; message: string }[] = [];
  if (!row.legalName) missing.push({ path: 'legalName', message: 'Please enter your full legal name.' });
  if (!row.country) missing.push({ path: 'country', message: 'Please choose your country.' });
  if (!row.dateOfBirth) missing.push({ path: 'dateOfBirth', message: 'Please enter your date of birth.' });
  if (!row.phone || !row.phoneVerifiedAt) missing.push({ path: 'phone', message: 'Please verify your phone number.' });
  if (row.interestCategories.length === 0) missing.push({ path: 'interests', message: 'Please choose at least one category you collect.' });
  if (!row.buyingAndSelling) missing.push({ path: 'buyingAndSelling', message: 'Please tell us how you buy and sell today.' });
  if (!documentPresent(row)) missing.push({ path: 'document', message: 'Please upload a photo of your identity document.' });
  if (!emailVerified) missing.push({ path: 'email', message: 'Please verify your email address first.' });
  return missing;
}

/** Names as people write them: composed (NFC), single spaces. */
const tidy = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * The applicant's side of the club (issue #17): the draft saved as the form is filled, the
 * phone code, the identity document, submission (and automatic approval when the club
 * allows it), the answer to a reviewer's question, and leaving. Each use case is one
 * transaction; one person's writes are serialized.
 */
export function createClubService(deps: ClubServiceDeps) {
  const { repo, accounts, audit, notifications, mailer, rateLimiter, store, decisions, now } = deps;

  const codeHash = (applicationId: string, phone: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${applicationId}:${phone}:${code}`).digest('hex');

  /**
   * The person's open application to work on, created as a draft when there is none and they
   * may apply; refused when they are a member already or must wait after a decline.
   */
  async function openApplication(tx: Tx, viewer: Viewer, options: { create: boolean }): Promise<ApplicationRow> {
    await repo.lockApplicant(viewer.id, tx);
    const latest = await repo.latestForUser(viewer.id, tx, true);
    if (latest && isOpen(latest.state)) return latest;
    const account = await accounts.findAccount(viewer.id, tx);
    if (!account) throw new NotFoundError('Your account no longer exists.', 'account_not_found');
    if (account.userType !== 'registered') throw new ConflictError('You are already a member of the club.', 'already_member');
    const from = reapplyDate(latest);
    if (from && from.getTime() > now().getTime()) {
      throw new ConflictError(`Your last application was declined. You may apply again from ${formatDate(from)}.`, 'reapply_later');
    }
    if (!options.create) throw new NotFoundError('You have not started an application yet.', 'no_application');
    const created = await repo.createDraft(viewer.id, tx);
    if (!created) throw new ConflictError('You already have an application open.', 'application_open');
    await audit.record(tx, { actorId: viewer.id, action: 'membership.application.started', subjectType: APPLICATION_SUBJECT, subjectId: created.id });
    await decisions.changed(tx, viewer.id, 'draft', created.id);
    return created;
  }

  function mustBeDraft(row: ApplicationRow, what: string): void {
    if (row.state === 'draft') return;
    const why = row.state === 'more_info_requested'
      ? 'A reviewer has asked you a question: please answer it on your membership page.'
      : 'It is with our membership team now.';
    throw new ConflictError(`Your application has been submitted, so ${what} can no longer change. ${why}`, 'application_not_draft');
  }

  async function membership(viewer: Viewer): Promise<Membership> {
    const latest = await repo.latestForUser(viewer.id);
    const account = await accounts.findAccount(viewer.id);
    const suspended = account?.suspendedAt ? { reason: account.suspensionReason ?? '', since: account.suspendedAt.toISOString() } : null;
    const status = statusOf({ userType: account?.userType ?? viewer.userType, suspended: suspended !== null }, latest);
    return {
      status,
      application: latest ? toApplication(latest) : null,
      reapplyFrom: status === 'declined' ? (reapplyDate(latest)?.toISOString() ?? null) : null,
      suspension: suspended,
      emailVerified: account?.emailVerified ?? viewer.isVerified,
    };
  }

  return {
    membership,

    /** Saves what the form holds so far (only the fields sent); creates the draft when there is none. */
    async saveDraft(viewer: Viewer, draft: ApplicationDraft): Promise<Membership> {
      if (draft.country !== undefined && !isCountryCode(draft.country)) {
        throw new InvalidError(`There is no country with the code '${draft.country}'. Please choose your country from the list.`, 'unknown_country', {
          issues: [{ path: 'country', message: 'Please choose your country from the list.' }],
        });
      }
      if (draft.dateOfBirth !== undefined) checkDateOfBirth(draft.dateOfBirth, now());
      const patch: ApplicationPatch = {};
      if (draft.legalName !== undefined) patch.legalName = tidy(draft.legalName);
      if (draft.country !== undefined) patch.country = draft.country;
      if (draft.dateOfBirth !== undefined) patch.dateOfBirth = draft.dateOfBirth;
      if (draft.interests !== undefined) {
        patch.interestCategories = [...new Set(draft.interests.categories)];
        const houses = new Map<string, string>();
        for (const h of draft.interests.houses.map(tidy)) if (h && !houses.has(h.toLowerCase())) houses.set(h.toLowerCase(), h);
        patch.interestHouses = [...houses.values()];
      }
      if (draft.buyingAndSelling !== undefined) patch.buyingAndSelling = draft.buyingAndSelling.normalize('NFC').trim();
      await repo.transaction(async (tx) => {
        const row = await openApplication(tx, viewer, { create: true });
        mustBeDraft(row, 'its details');
        if (Object.keys(patch).length > 0) await repo.update(row.id, patch, tx);
      });
      return membership(viewer);
    },

    /**
     * Sends a code to confirm the phone (by mail in development: Patina has no SMS gateway).
     * A new number replaces the old one and is unverified until its code comes back.
     */
    async sendPhoneCode(viewer: Viewer, phone: string): Promise<Membership> {
      const { allowed, retryAfter } = await rateLimiter.consume(`club-phone-code|user:${viewer.id}`, PHONE_CODES_PER_HOUR);
      if (!allowed) throw new RateLimitedError(retryAfter);
      await repo.transaction(async (tx) => {
        const row = await openApplication(tx, viewer, { create: true });
        mustBeDraft(row, 'your phone number');
        if (row.phone === phone && row.phoneVerifiedAt) throw new ConflictError(`${phone} is already verified.`, 'phone_already_verified');
        if (row.phone !== phone) await repo.update(row.id, { phone, phoneVerifiedAt: null }, tx);
        const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
        const expiresAt = new Date(now().getTime() + PHONE_CODE_MINUTES * 60_000);
        await repo.putPhoneCode(row.id, phone, codeHash(row.id, phone, code), expiresAt, tx);
        await mailer.enqueue(viewer.email, phoneCodeMail(viewer.firstName, phone, code, PHONE_CODE_MINUTES, `${deps.publicUrl}/membership/apply`), tx);
      });
      return membership(viewer);
    },

    /** Checks the code; a wrong one counts against the tries left, and that count is kept. */
    async verifyPhone(viewer: Viewer, code: string): Promise<Membership> {
      type Outcome = { ok: true } | { ok: false; error: AppError };
      const outcome = await repo.transaction(async (tx): Promise<Outcome> => {
        const row = await openApplication(tx, viewer, { create: false });
        mustBeDraft(row, 'your phone number');
        const sent = await repo.phoneCode(row.id, tx);
        if (!sent || sent.phone !== row.phone) throw new ConflictError('Please ask for a code first.', 'no_phone_code');
        if (sent.attempts >= PHONE_CODE_ATTEMPTS) {
          return { ok: false, error: new AppError(429, 'phone_code_attempts', 'Too many wrong codes. Please ask for a new code.') };
        }
        if (sent.expiresAt.getTime() <= now().getTime()) {
          await repo.deletePhoneCode(row.id, tx);
          return { ok: false, error: new AppError(410, 'phone_code_expired', 'This code has expired. Please ask for a new one.') };
        }
        const expected = Buffer.from(sent.codeHash, 'hex');
        const given = Buffer.from(codeHash(row.id, sent.phone, code), 'hex');
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          const left = Math.max(0, PHONE_CODE_ATTEMPTS - (await repo.countWrongCode(row.id, tx)));
          const message = left > 0
            ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'That code is not right, and that was the last try. Please ask for a new code.';
          return { ok: false, error: new AppError(422, 'phone_code_wrong', message, { issues: [{ path: 'code', message }] }) };
        }
        await repo.update(row.id, { phoneVerifiedAt: now() }, tx);
        await repo.deletePhoneCode(row.id, tx);
        return { ok: true };
      });
      // Thrown after the commit: a wrong try is counted even though the answer is an error.
      if (!outcome.ok) throw outcome.error;
      return membership(viewer);
    },

    /**
     * The identity document: an image by its own bytes (JPEG, PNG or WebP, whatever its name or
     * declared type says), which sharp must decode; stored privately with its SHA-256.
     */
    async putDocument(viewer: Viewer, bytes: Buffer): Promise<Membership> {
      const type = sniffImageType(bytes);
      if (!type) {
        throw new AppError(415, 'unsupported_document', 'Please upload a photo of your identity document as a JPEG, PNG or WebP image.');
      }
      try {
        const info = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 }).metadata();
        if (info.format !== SHARP_FORMAT[type] || !info.width || !info.height) throw new Error(`decoded as ${info.format}`);
        // Decoding (shrunk on load) proves the pixels are there, not only a header.
        await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 }).resize(256, 256, { fit: 'inside' }).toBuffer();
      } catch {
        throw new AppError(422, 'unreadable_document', 'We could not read this image. Please upload a clear photo of your identity document.');
      }
      const stored = await store.put(bytes);
      let replaced: string | null = null;
      try {
        await repo.transaction(async (tx) => {
          const row = await openApplication(tx, viewer, { create: true });
          if (row.state !== 'draft' && row.state !== 'more_info_requested') mustBeDraft(row, 'your document');
          replaced = documentPresent(row) ? row.documentKey : null;
          await repo.update(row.id, {
            documentKey: stored.key,
            documentType: type,
            documentBytes: stored.bytes,
            documentSha256: stored.sha256,
            documentUploadedAt: now(),
            documentDeletedAt: null,
          }, tx);
          await audit.record(tx, {
            actorId: viewer.id,
            action: 'membership.document.uploaded',
            subjectType: APPLICATION_SUBJECT,
            subjectId: row.id,
            detail: { type, bytes: stored.bytes },
          });
        });
      } catch (error) {
        await store.delete(stored.key);
        throw error;
      }
      if (replaced) await store.delete(replaced);
      return membership(viewer);
    },

    /** Removes the document from a draft (the file goes at once). */
    async deleteDocument(viewer: Viewer): Promise<Membership> {
      const key = await repo.transaction(async (tx) => {
        const row = await openApplication(tx, viewer, { create: false });
        mustBeDraft(row, 'your document');
        if (!documentPresent(row)) throw new NotFoundError('Your application holds no document.', 'no_document');
        await repo.update(row.id, {
          documentKey: null, documentType: null, documentBytes: null, documentSha256: null, documentUploadedAt: null, documentDeletedAt: null,
        }, tx);
        return row.documentKey!;
      });
      await store.delete(key);
      return membership(viewer);
    },

    /**
     * Submits a complete application with the rules accepted; approves it at once when the
     * club approves automatically and nothing calls for a person to look.
     */
    async submit(viewer: Viewer): Promise<Membership> {
      await repo.transaction(async (tx) => {
        const row = await openApplication(tx, viewer, { create: false });
        const state = nextStateOrConflict(membershipApplicationMachine, row.state, 'submit', { message: 'Your application has already been submitted.', code: 'application_not_draft' });
        const account = await accounts.findAccount(viewer.id, tx);
        const emailVerified = account?.emailVerified ?? false;
        const missing = missingFields(row, emailVerified);
        if (missing.length > 0) {
          throw new AppError(422, 'application_incomplete', `Your application is not complete yet. ${missing.map((m) => m.message).join(' ')}`, { issues: missing });
        }
        checkDateOfBirth(row.dateOfBirth!, now());
        const at = now();
        const submitted = await repo.update(row.id, { state, rulesVersion: CLUB_RULES_VERSION, rulesAcceptedAt: at, submittedAt: at }, tx);
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'membership.application.submitted',
          subjectType: APPLICATION_SUBJECT,
          subjectId: row.id,
          detail: { rulesVersion: CLUB_RULES_VERSION },
        });
        const settings = await repo.settings(tx);
        const clear = emailVerified && submitted.phoneVerifiedAt !== null && documentPresent(submitted)
          && (await repo.duplicates([row.id], tx)).length === 0;
        if (settings.autoApprove && clear) await decisions.approve(tx, submitted, null);
        else await decisions.changed(tx, viewer.id, 'in_review', row.id);
      });
      return membership(viewer);
    },

    /** The applicant's answer to a reviewer's question: back into review. */
    async answer(viewer: Viewer, answer: string): Promise<Membership> {
      await repo.transaction(async (tx) => {
        const row = await openApplication(tx, viewer, { create: false });
        const state = nextStateOrConflict(membershipApplicationMachine, row.state, 'answer', { message: 'There is no question to answer on your application.', code: 'no_question' });
        const text = answer.normalize('NFC').trim();
        await repo.update(row.id, { state, infoAnswer: text }, tx);
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'membership.application.answered',
          subjectType: APPLICATION_SUBJECT,
          subjectId: row.id,
          detail: { answer: text },
        });
        await decisions.changed(tx, viewer.id, 'in_review', row.id);
      });
      return membership(viewer);
    },

    /** A member leaves the club: a registered account again, free to apply anew. */
    async leave(viewer: Viewer): Promise<Membership> {
      if (viewer.userType === 'admin') {
        throw new ForbiddenError('Admins cannot leave the club. Another admin must change your role first.', 'admin_cannot_leave');
      }
      await repo.transaction(async (tx) => {
        const left = await accounts.setUserType(viewer.id, 'registered', ['verified_member'], tx);
        if (!left) throw new ConflictError('You are not a member of the club.', 'not_a_member');
        await audit.record(tx, { actorId: viewer.id, action: 'membership.left', subjectType: 'user', subjectId: viewer.id });
        await notifications.notify(tx, {
          userId: viewer.id,
          type: 'membership_left',
          title: 'You have left the Patina club',
          message: 'Your account stays open: you can browse, keep a wishlist and buy with escrow, and apply again whenever you like.',
          actionUrl: '/membership',
          icon: 'log-out',
          color: 'gray',
        });
        await decisions.changed(tx, viewer.id, 'not_applied', null);
      });
      return membership(viewer);
    },
  };
}

export type ClubService = ReturnType<typeof createClubService>;
