import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ReviewDetail, ReviewQueue } from '../../../../shared/listings/review.js';
import { reviewKeys } from './selling-keys.js';

/** GET /api/experts/review: listings awaiting review in the reviewer's categories, oldest first. */
export function useReviewQueue(category: string, page: number) {
  return useQuery({
    queryKey: reviewKeys.queue(category, page),
    queryFn: ({ signal }) => api.get<ReviewQueue>('/api/experts/review', { query: { category: category || undefined, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/experts/review/:id: one submission with what the expert needs beside it. */
export function useReviewDetail(id: number) {
  return useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) => api.get<ReviewDetail>(`/api/experts/review/${id}`, { signal }),
  });
}

export type ReviewDecision =
  | { kind: 'approve'; checklist: string[] }
  | { kind: 'request-changes'; notes: string }
  | { kind: 'reject'; reason: string };

/** POST …/approve | …/request-changes | …/reject: the decision; the answer is the listing as it now stands. */
export function decide(id: number, decision: ReviewDecision): Promise<ReviewDetail> {
  const body =
    decision.kind === 'approve' ? { checklist: decision.checklist } : decision.kind === 'reject' ? { reason: decision.reason } : { notes: decision.notes };
  return api.post<ReviewDetail>(`/api/experts/review/${id}/${decision.kind}`, { body });
}

export function useReviewDecision(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) => decide(id, decision),
    onSuccess: (detail) => {
      queryClient.setQueryData(reviewKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'queue'] });
    },
  });
}
