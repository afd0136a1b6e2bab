import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.js';
import type { Me } from '../../../../shared/accounts/contracts.js';

/** GET /api/me: the signed-in member as the whole app sees them (SPEC §3). */
export type Viewer = Me;

export const accountKeys = {
  all: ['accounts'] as const,
  viewer: () => [...accountKeys.all, 'viewer'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

/**
 * Asks Better Auth whether a session exists (it answers null, not an error, for a guest),
 * then reads the member from /api/me. Null means a guest. Its endpoint is asked directly:
 * Better Auth's client is not part of the first download (#10 item 17).
 */
export async function getViewer(signal?: AbortSignal): Promise<Viewer | null> {
  const session = await api.get<unknown>('/api/auth/get-session', { signal, signInOnUnauthorized: false });
  if (!session) return null;
  try {
    return await api.get<Viewer>('/api/me', { signal, signInOnUnauthorized: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const viewerQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.viewer(),
    queryFn: ({ signal }) => getViewer(signal),
    staleTime: 5 * 60_000,
  });

export function useViewerQuery() {
  return useQuery(viewerQueryOptions());
}
