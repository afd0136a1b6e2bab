import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type {
  AdminArticle, AdminArticleListItem, ArticleInput, ArticlePage, JournalAuthor, JournalIndex, JournalMedia, JournalSection,
} from '../../../../shared/journal/contracts.js';
import type { JournalState } from '../../../../shared/journal/journal.machine.js';

/** Query keys of the Journal: what readers read, and what editors work on. */
export const journalKeys = {
  all: ['journal'] as const,
  index: (section: JournalSection | null, page: number) => [...journalKeys.all, 'index', section ?? 'all', page] as const,
  article: (slug: string) => [...journalKeys.all, 'article', slug] as const,
  admin: () => [...journalKeys.all, 'admin'] as const,
  adminList: (state: JournalState | null) => [...journalKeys.admin(), 'list', state ?? 'all'] as const,
  adminArticle: (id: string) => [...journalKeys.admin(), 'article', id] as const,
  preview: (id: string) => [...journalKeys.admin(), 'preview', id] as const,
  authors: () => [...journalKeys.admin(), 'authors'] as const,
  revisions: (id: string) => [...journalKeys.admin(), 'revisions', id] as const,
  editors: () => [...journalKeys.admin(), 'editors'] as const,
  following: () => [...journalKeys.all, 'following'] as const,
};

/** GET /api/journal: the front page (lead, latest, sections, newest reports), 12 a page. */
export const journalIndexQueryOptions = (section: JournalSection | null, page: number) =>
  queryOptions({
    queryKey: journalKeys.index(section, page),
    queryFn: ({ signal }) => api.get<JournalIndex>('/api/journal', { signal, query: { section: section ?? undefined, page: page > 1 ? page : undefined } }),
  });
export const useJournalIndex = (section: JournalSection | null, page: number) => useQuery(journalIndexQueryOptions(section, page));

/** GET /api/journal/articles/:slug: a published article with its live pieces. */
export const journalArticleQueryOptions = (slug: string) =>
  queryOptions({ queryKey: journalKeys.article(slug), queryFn: ({ signal }) => api.get<ArticlePage>(`/api/journal/articles/${encodeURIComponent(slug)}`, { signal }) });
export const useJournalArticle = (slug: string) => useQuery(journalArticleQueryOptions(slug));

export const useAdminJournal = (state: JournalState | null) =>
  useQuery({
    queryKey: journalKeys.adminList(state),
    queryFn: ({ signal }) => api.get<{ articles: AdminArticleListItem[] }>('/api/admin/journal', { signal, query: { state: state ?? undefined } }),
  });

export const useAdminArticle = (id: string | null) =>
  useQuery({
    queryKey: journalKeys.adminArticle(id ?? 'new'),
    queryFn: ({ signal }) => api.get<AdminArticle>(`/api/admin/journal/${id}`, { signal }),
    enabled: id !== null,
    // The editor keeps its own copy while writing: a refetch would not replace what is typed.
    staleTime: Infinity,
  });

export const useJournalAuthors = () =>
  useQuery({ queryKey: journalKeys.authors(), queryFn: ({ signal }) => api.get<{ authors: JournalAuthor[] }>('/api/admin/journal/authors', { signal }), staleTime: 10 * 60_000 });

export const useArticlePreview = (id: string | null) =>
  useQuery({
    queryKey: journalKeys.preview(id ?? 'none'),
    queryFn: ({ signal }) => api.get<ArticlePage>(`/api/admin/journal/${id}/preview`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });

export const createArticle = (body: ArticleInput) => api.post<AdminArticle>('/api/admin/journal', { body });
export const saveArticle = (id: string, body: ArticleInput, keepalive = false) => api.put<AdminArticle>(`/api/admin/journal/${id}`, { body, keepalive });

export type JournalAction = 'publish' | 'unpublish' | 'unschedule' | 'archive' | 'restore' | 'take-refresh';

/** Publish, unpublish, schedule…: the article as it is after; every list is read again. */
export function useArticleAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: JournalAction } | { action: 'schedule'; publishAt: string }) =>
      input.action === 'schedule'
        ? api.post<AdminArticle>(`/api/admin/journal/${id}/schedule`, { body: { publishAt: input.publishAt } })
        : api.post<AdminArticle>(`/api/admin/journal/${id}/${input.action}`, { body: {} }),
    onSuccess: (article) => {
      client.setQueryData(journalKeys.adminArticle(id), article);
      void client.invalidateQueries({ queryKey: journalKeys.all, predicate: (q) => q.queryKey[2] !== 'article' || q.queryKey[3] !== id });
    },
  });
}

/** POST /api/admin/journal/media (multipart `file`): an image through the media pipeline. */
export function uploadJournalImage(file: File): Promise<JournalMedia> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<JournalMedia>('/api/admin/journal/media', form);
}
