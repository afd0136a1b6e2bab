/** Query keys of the assistant feature. */
export const assistantKeys = {
  all: ['assistant'] as const,
  conversation: () => [...assistantKeys.all, 'conversation'] as const,
};
