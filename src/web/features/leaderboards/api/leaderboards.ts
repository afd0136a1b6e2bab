import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Board, BoardConsent, BoardPage, Period } from '../../../../shared/leaderboards/contracts.js';

export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  board: (board: Board, period: Period, page: number) => ['leaderboards', 'board', board, period, page] as const,
  consent: () => ['leaderboards', 'consent'] as const,
};

/** GET /api/community/leaderboards: a page of a board and the member's own rank. */
export function getBoard(board: Board, period: Period, page: number): Promise<BoardPage> {
  return api.get<BoardPage>('/api/community/leaderboards', { query: { board, period, page } });
}

export const boardQuery = (board: Board, period: Period, page: number) =>
  queryOptions({ queryKey: leaderboardKeys.board(board, period, page), queryFn: () => getBoard(board, period, page), placeholderData: keepPreviousData });

export function useBoard(board: Board, period: Period, page: number) {
  return useQuery(boardQuery(board, period, page));
}

/** GET and PUT /api/community/leaderboards/consent: appearing on boards without a public portfolio. */
export function useBoardConsent() {
  return useQuery({ queryKey: leaderboardKeys.consent(), queryFn: () => api.get<BoardConsent>('/api/community/leaderboards/consent') });
}

export function useSetBoardConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) => api.put<BoardConsent>('/api/community/leaderboards/consent', { body: { consent } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(leaderboardKeys.consent(), answer);
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
  });
}
