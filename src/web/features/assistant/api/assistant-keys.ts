/** Query keys of the assistant feature. */
export const assistantKeys = {
  all: ['assistant'] as const,
  conversation: () => [...assistantKeys.all, 'conversation'] as const,
  conciergeInbox: () => [...assistantKeys.all, 'concierge-inbox'] as const,
  conciergeThread: (id: number) => [...assistantKeys.conciergeInbox(), id] as const,
};
