import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { membershipKeys } from './membership-keys.js';

/** POST /api/membership/application/answer: the applicant's answer to the reviewer's question. */
export async function answerInfoRequest(answer: string): Promise<void> {
  await api.post<unknown>('/api/membership/application/answer', { body: { answer } });
}

export function useAnswerInfoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answer }: { answer: string }) => answerInfoRequest(answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
