/**
 * Query keys of messaging. Everything under ['messaging'] belongs to the signed-in member;
 * sends share one mutation key per conversation so the thread can show those in flight.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  unread: (userId: string) => [...messagingKeys.all, 'unread', userId] as const,
  /** The unread count whoever asks (live updates do not know the id). */
  unreads: () => [...messagingKeys.all, 'unread'] as const,
  lists: () => [...messagingKeys.all, 'conversations'] as const,
  /** The header's first few conversations. */
  recent: (limit: number) => [...messagingKeys.lists(), 'recent', limit] as const,
  /** /chat's list, paged. */
  pages: () => [...messagingKeys.lists(), 'pages'] as const,
  threads: () => [...messagingKeys.all, 'thread'] as const,
  thread: (conversationId: number) => [...messagingKeys.threads(), conversationId] as const,
  sends: (conversationId: number) => [...messagingKeys.all, 'send', conversationId] as const,
};
