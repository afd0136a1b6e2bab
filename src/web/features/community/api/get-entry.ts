import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Entry } from '../../../../shared/community/contracts.js';
import { communityKeys, entryPath } from './community-keys.js';

/** GET /api/community/entries/{id}: the entry as the viewer may read it (else 404). */
export function getEntry(id: number): Promise<Entry> {
  return api.get<Entry>(entryPath(id));
}

export const entryQuery = (id: number) => queryOptions({ queryKey: communityKeys.entry(id), queryFn: () => getEntry(id) });

export function useEntry(id: number | null) {
  return useQuery({ ...entryQuery(id ?? 0), enabled: id !== null });
}
