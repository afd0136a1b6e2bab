import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ConciergeResponse } from '../../../../shared/assistant/contracts.js';

/** POST /api/assistant/concierge: a conversation with Patina's concierge, the transcript attached. */
export function handOff(): Promise<ConciergeResponse> {
  return api.post<ConciergeResponse>('/api/assistant/concierge');
}

export function useHandOff() {
  return useMutation({ mutationFn: handOff });
}
