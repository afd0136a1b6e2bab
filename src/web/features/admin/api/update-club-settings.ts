import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ClubSettings, Dashboard } from '../../../../shared/membership/contracts.js';
import { adminKeys } from './admin-keys.js';

/** PUT /api/admin/membership/settings (audited by the server). */
export function updateClubSettings(settings: ClubSettings): Promise<ClubSettings> {
  return api.put<ClubSettings>('/api/admin/membership/settings', { body: settings });
}

function setSettings(queryClient: ReturnType<typeof useQueryClient>, settings: ClubSettings) {
  queryClient.setQueryData<Dashboard>(adminKeys.dashboard(), (old) => (old ? { ...old, settings } : old));
}

/** The switch turns at once; a refusal turns it back. */
export function useUpdateClubSettings() {
  const queryClient = useQueryClient();
  return useMutation<ClubSettings, Error, ClubSettings, { before: ClubSettings | undefined }>({
    mutationFn: updateClubSettings,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.dashboard() });
      const before = queryClient.getQueryData<Dashboard>(adminKeys.dashboard())?.settings;
      setSettings(queryClient, next);
      return { before };
    },
    onError: (_error, _next, context) => {
      if (context?.before) setSettings(queryClient, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  });
}
