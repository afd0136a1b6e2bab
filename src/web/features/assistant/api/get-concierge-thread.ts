import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ThreadResponse } from '../../../../shared/messaging/contracts.js';
import { assistantKeys } from './assistant-keys.js';

/** GET /api/admin/concierge/conversations/:id (admins): one conversation as the concierge sees it. */
export function getConciergeThread(id: number, signal?: AbortSignal): Promise<ThreadResponse> {
  return api.get<ThreadResponse>(`/api/admin/concierge/conversations/${id}`, { query: { limit: 100 }, signal });
}

export const conciergeThreadQueryOptions = (id: number) =>
  queryOptions({ queryKey: assistantKeys.conciergeThread(id), queryFn: ({ signal }) => getConciergeThread(id, signal), refetchInterval: 15_000 });

export function useConciergeThread(id: number) {
  return useQuery(conciergeThreadQueryOptions(id));
}
