import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';

/**
 * Better Auth's client on the same origin (/api/auth). It is the one way the web app signs
 * in, joins, signs out and manages passwords, sessions and two-factor; who is signed in is
 * read through useViewer, never from here.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  // Looked up at each call rather than captured once, so a replaced fetch (tests) is used.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        preferredCurrency: { type: 'string', required: false },
      },
    }),
    twoFactorClient(),
  ],
});

/** A provider error as Better Auth answers it. */
export interface AuthError {
  code?: string;
  message?: string;
  status?: number;
}
