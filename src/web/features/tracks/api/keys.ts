export const trackKeys = {
  all: ['tracks'] as const,
  /** The active tracks (the list), or the archived ones. */
  list: (archived = false) => [...trackKeys.all, 'list', { archived }] as const,
  detail: (id: string) => [...trackKeys.all, 'detail', id] as const,
  /** The pickers' searches. */
  options: () => [...trackKeys.all, 'options'] as const,
  /** Whether the track's destructive action archives or deletes it. */
  removal: (id: string) => [...trackKeys.detail(id), 'removal'] as const,
};
