import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Comment } from '../../../../shared/community/contracts.js';
import { communityKeys, entryPath } from './community-keys.js';

/** GET /api/community/entries/{id}/comments: oldest first, replies one level deep. */
export async function getComments(id: number): Promise<Comment[]> {
  return (await api.get<{ comments: Comment[] }>(`${entryPath(id)}/comments`)).comments;
}

export const commentsQuery = (id: number) => queryOptions({ queryKey: communityKeys.comments(id), queryFn: () => getComments(id) });

export function useComments(id: number, enabled = true) {
  return useQuery({ ...commentsQuery(id), enabled });
}
