export const publicProfileKeys = {
  all: ['public-profile'] as const,
  /** The signed-in member's own profile in the current team. */
  settings: () => [...publicProfileKeys.all, 'settings'] as const,
  /** Shared profiles as anyone with their link sees them. */
  sharedAll: () => [...publicProfileKeys.all, 'shared'] as const,
  shared: (publicId: string) => [...publicProfileKeys.sharedAll(), publicId] as const,
};
