import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SignInOptions } from '../../../../shared/accounts/contracts.js';
import { accountKeys } from './get-viewer.js';

/** GET /api/accounts/sign-in-options: which social providers are set up here. */
export const signInOptionsQuery = queryOptions({
  queryKey: [...accountKeys.all, 'sign-in-options'],
  queryFn: ({ signal }) => api.get<SignInOptions>('/api/accounts/sign-in-options', { signal, signInOnUnauthorized: false }),
  staleTime: 10 * 60_000,
});

export function useSignInOptions() {
  return useQuery(signInOptionsQuery);
}
