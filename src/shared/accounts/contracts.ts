import { z } from 'zod';

/** Patina's account contracts, shared by the server's routes and the web app. */
export const USER_TYPES = ['admin', 'verified_member', 'registered'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Signed out is a guest (SPEC §6). */
export type Role = UserType | 'guest';

import { PREFERRED_CURRENCIES } from '../pricing/currency-codes.js';

export { PREFERRED_CURRENCIES, type PreferredCurrency } from '../pricing/currency-codes.js';

export const NAME_MARKUP_MESSAGE = 'A name may not hold < or >.';

/**
 * A member's name as typed at sign-up and in the profile: the full name, the first and the last
 * name, one rule for the three (issue #34). Pages draw it as text, but mails, notifications and
 * other clients quote it too, and no name needs < or >.
 */
export const personNameSchema = (max: number) => z.string().trim().max(max).regex(/^[^<>]*$/, NAME_MARKUP_MESSAGE);

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  isVerified: z.boolean(),
  expertise: z.array(z.string()),
  /** One of the Journal's editors (issue #36). */
  editor: z.boolean().optional(),
  preferredCurrency: z.enum(PREFERRED_CURRENCIES),
  twoFactorEnabled: z.boolean(),
  /** An admin suspended the account: member rights are gone until reinstated (issue #17). */
  suspended: z.boolean(),
  /** Their public page, /members/{handle}, as others see it. */
  handle: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** SPEC §7: `POST /api/auth/resend-verification` and its fallback `POST /api/test-email`. */
const emailField = z.email({ error: 'Please enter a valid email address.' }).max(254);
export const resendVerificationSchema = z.object({ email: emailField });
export const testEmailSchema = z.object({
  email: emailField,
  firstName: z.string().max(100).optional(),
  skipVerification: z.boolean().optional(),
});
export const mailAcceptedSchema = z.object({ status: z.literal(true) });

export const adminOverviewSchema = z.object({
  members: z.object({ admin: z.number().int(), verified_member: z.number().int(), registered: z.number().int(), total: z.number().int() }),
  products: z.number().int(),
  liveAuctions: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const expertQueueSchema = z.object({ items: z.array(z.never()) });

/** GET /api/accounts/sign-in-options: which ways in this server offers. */
export const signInOptionsSchema = z.object({
  providers: z.object({ google: z.boolean(), apple: z.boolean() }),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

export const SOCIAL_PROVIDER_NAMES = { google: 'Google', apple: 'Apple' } as const;

/** What the modal says when a social provider is not set up on this server. */
export function providerUnavailableMessage(provider: keyof typeof SOCIAL_PROVIDER_NAMES): string {
  return `Continue with ${SOCIAL_PROVIDER_NAMES[provider]} is not available yet. Please sign in with your email and password.`;
}
