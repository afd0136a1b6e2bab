import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Membership } from '../../../../shared/membership/contracts.js';
import { keepMembership, rereadOnConflict } from './membership-cache.js';

/** POST /api/membership/application/answer: the applicant's answer to the reviewer's question. */
export async function answerInfoRequest(answer: string): Promise<Membership> {
  return api.post<Membership>('/api/membership/application/answer', { body: { answer } });
}

export function useAnswerInfoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answer }: { answer: string }) => answerInfoRequest(answer),
    onSuccess: (answer) => keepMembership(queryClient, answer),
    onError: (error) => rereadOnConflict(queryClient, error),
  });
}
