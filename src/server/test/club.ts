import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { DEMO_MEMBERS, seedDemoMembers } from '../demo/seed.js';
import type { ApplicationDraft, Membership, Review } from '../../shared/membership/contracts.js';
import type { TestApp } from './helper.js';
import { Browser, mailsTo, verifiedMember, type Answer } from './browser.js';

/**
 * The club for tests (issue #17): an account becomes a member entirely through the API, the
 * way a person does it: sign up, verify the email, fill the draft, confirm the phone with the
 * code from the outbox, upload a real (small) JPEG, submit, and an admin approves.
 */

export const DEMO_ADMIN = DEMO_MEMBERS.find((m) => m.userType === 'admin')!;

let sequence = 0;
const next = () => ++sequence;

/** A phone number no other test account uses (duplicate phones are a risk signal). */
export function uniquePhone(): string {
  return `+4477009${String(next() % 100_000).padStart(5, '0')}${randomBytes(1)[0]! % 10}`;
}

/** A date of birth `years` years ago (UTC), moved by a few days each call so no two applicants share one. */
export function birthDateYearsAgo(years: number, extraDays = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - extraDays));
  return d.toISOString().slice(0, 10);
}

export function uniqueAdultBirthDate(): string {
  return birthDateYearsAgo(30, 10 + (next() % 3000));
}

/** A small real JPEG, different every time (the same document on two accounts is a risk signal). */
export async function uniqueJpeg(width = 48, height = 32): Promise<Buffer> {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width, height, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .composite([{ input: randomBytes(16 * 16 * 3), raw: { width: 16, height: 16, channels: 3 }, left: 4, top: 4 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A multipart/form-data body with one file, the way a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----patina${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'passport.jpg'}"\r\n` +
      `Content-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`,
  );
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadDocument(b: Browser, bytes: Buffer, options: { filename?: string; type?: string } = {}): Promise<Answer<Membership>> {
  const { body, contentType } = multipartFile(bytes, options);
  return b.call<Membership>('PUT', '/api/membership/application/document', body, { 'content-type': contentType });
}

/** The code in the newest 'Your Patina phone code' mail to `email`. */
export async function phoneCodeFor(t: TestApp, email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).find((m) => m.subject === 'Your Patina phone code');
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no phone code mail to ${email}`);
  return code;
}

/** The demo admin, signed in on a browser of their own (seeded when the database has no demo members). */
export async function signedInAdmin(t: TestApp): Promise<Browser & { userId: string }> {
  const { rows } = await t.database.query('select 1 from "user" where email = $1', [DEMO_ADMIN.email]);
  if (rows.length === 0) await seedDemoMembers(t.database);
  const admin = new Browser(t);
  const signIn = await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  if (signIn.status !== 200) throw new Error(`admin sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return Object.assign(admin, { userId: (signIn.body.user as { id: string }).id });
}

export interface Applicant {
  browser: Browser;
  email: string;
  password: string;
  userId: string;
  applicationId: string;
}

/** A verified account with a complete draft (every field, phone confirmed, document uploaded), not yet submitted. */
export async function completeDraft(t: TestApp, draft: ApplicationDraft = {}, options: { phone?: string; document?: Buffer } = {}): Promise<Applicant> {
  const person = await verifiedMember(t);
  const b = person.browser;
  const must = <T>(what: string, answer: Answer<T>, status = 200): Answer<T> => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };
  const saved = must('draft', await b.put<Membership>('/api/membership/application', {
    legalName: 'Inès Moreau',
    country: 'FR',
    dateOfBirth: uniqueAdultBirthDate(),
    interests: { categories: ['watches', 'bags'], houses: ['Patek Philippe', 'Hermès'] },
    buyingAndSelling: 'Auction houses in Paris and Geneva, and a few trusted dealers.',
    ...draft,
  }));
  must('phone', await b.post('/api/membership/application/phone', { phone: options.phone ?? uniquePhone() }));
  must('code', await b.post('/api/membership/application/phone/verify', { code: await phoneCodeFor(t, person.email) }));
  must('document', await uploadDocument(b, options.document ?? (await uniqueJpeg())));
  return { ...person, applicationId: saved.body.application!.id };
}

/**
 * A fresh account made a member through the API alone; answers its signed-in browser. The
 * approving admin is the demo admin (seeded if missing) unless one is given.
 */
export async function becomeMember(t: TestApp, options: { admin?: Browser; draft?: ApplicationDraft } = {}): Promise<Applicant> {
  const applicant = await completeDraft(t, options.draft);
  const submitted = await applicant.browser.post<Membership>('/api/membership/application/submit', { acceptRules: true });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  if (submitted.body.status !== 'member') {
    const admin = options.admin ?? (await signedInAdmin(t));
    const approved = await admin.post<Review>(`/api/admin/membership/applications/${applicant.applicationId}/approve`);
    if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  }
  return applicant;
}
