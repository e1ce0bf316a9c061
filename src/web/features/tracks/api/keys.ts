export const trackKeys = {
  all: ['tracks'] as const,
  list: () => [...trackKeys.all, 'list'] as const,
  detail: (id: string) => [...trackKeys.all, 'detail', id] as const,
};
