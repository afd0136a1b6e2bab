import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.js';
import { membershipSchema } from '../../../../shared/membership/contracts.js';
import { membershipKeys } from './membership-keys.js';

/**
 * Every write of the club's API answers where the person now stands: that answer becomes the
 * cached standing at once (no second request). An answer of another shape is not trusted; the
 * standing is read again instead.
 */
export function keepMembership(queryClient: QueryClient, answer: unknown): void {
  const parsed = membershipSchema.safeParse(answer);
  if (parsed.success) queryClient.setQueryData(membershipKeys.mine(), parsed.data);
  else void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
}

/**
 * A 409 means the application moved on elsewhere (submitted in another tab, decided by a
 * reviewer): read the standing again, so the page shows where it is now.
 */
export function rereadOnConflict(queryClient: QueryClient, error: Error): void {
  if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
}
