/** The community feature's query keys: one factory, so invalidations cannot miss. */
export const communityKeys = {
  all: ['community'] as const,
  home: () => [...communityKeys.all, 'home'] as const,
  entry: (id: number) => [...communityKeys.all, 'entry', id] as const,
  comments: (id: number) => [...communityKeys.all, 'entry', id, 'comments'] as const,
  pieces: (query: string) => [...communityKeys.all, 'pieces', query] as const,
  portfolio: () => [...communityKeys.all, 'portfolio'] as const,
  /** The moderators' queue (/admin/community). */
  moderation: () => [...communityKeys.all, 'moderation'] as const,
  moderationQueue: (status: string, page: number) => [...communityKeys.moderation(), status, page] as const,
};

export const entryPath = (id: number) => `/api/community/entries/${id}`;
