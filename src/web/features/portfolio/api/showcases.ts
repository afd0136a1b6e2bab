import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type {
  Showcase, ShowcaseAppreciation, ShowcaseFollow, ShowcaseInput, ShowcaseList, ShowcasePatch,
} from '../../../../shared/portfolio/showcase.js';
import type { ValueHistory } from '../../../../shared/portfolio/value-history.js';
import { portfolioKeys } from './portfolio-keys.js';

/** Query keys of public portfolios and the value history (member data: dropped on sign-out). */
export const showcaseKeys = {
  all: [...portfolioKeys.all, 'showcases'] as const,
  mine: () => [...showcaseKeys.all, 'mine'] as const,
  one: (id: number) => [...showcaseKeys.all, 'one', id] as const,
  history: () => [...portfolioKeys.all, 'history'] as const,
};

const path = (id: number) => `/api/community/portfolios/${id}`;

/** GET /api/portfolio/history: the member's collection month by month. */
export function useValueHistory() {
  return useQuery({ queryKey: showcaseKeys.history(), queryFn: ({ signal }) => api.get<ValueHistory>('/api/portfolio/history', { signal }), meta: MEMBER_DATA });
}

export function useShowcase(id: number | null) {
  return useQuery({
    queryKey: showcaseKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<Showcase>(path(id!), { signal }),
    enabled: id !== null,
    meta: MEMBER_DATA,
  });
}

export function useMyShowcases() {
  return useQuery({ queryKey: showcaseKeys.mine(), queryFn: ({ signal }) => api.get<ShowcaseList>('/api/community/portfolios/mine', { signal }), meta: MEMBER_DATA });
}

export function useCreateShowcase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShowcaseInput) => api.post<Showcase>('/api/community/portfolios', { body: input }),
    onSuccess: (made) => {
      queryClient.setQueryData(showcaseKeys.one(made.id), made);
      void queryClient.invalidateQueries({ queryKey: showcaseKeys.mine() });
    },
  });
}

export function useUpdateShowcase(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ShowcasePatch) => api.patch<Showcase>(path(id), { body: patch }),
    onSuccess: (saved) => {
      queryClient.setQueryData(showcaseKeys.one(id), saved);
      void queryClient.invalidateQueries({ queryKey: showcaseKeys.mine() });
    },
  });
}

export function useDeleteShowcase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(path(id)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: showcaseKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: showcaseKeys.mine() });
    },
  });
}

/** Follow and appreciate: the server's answer (the count) replaces what the page showed. */
export function useShowcaseReaction(id: number, what: 'follow' | 'appreciation') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? api.put<ShowcaseFollow | ShowcaseAppreciation>(`${path(id)}/${what}`) : api.delete<ShowcaseFollow | ShowcaseAppreciation>(`${path(id)}/${what}`)),
    onSuccess: (answer) => {
      queryClient.setQueryData<Showcase>(showcaseKeys.one(id), (s) => (s ? { ...s, ...answer } : s));
    },
  });
}
