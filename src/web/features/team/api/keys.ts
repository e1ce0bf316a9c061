export const teamKeys = {
  all: ['team'] as const,
  /** The current team's members and pending invitations. */
  overview: () => [...teamKeys.all, 'overview'] as const,
  /** The shop's name and details (Settings → Team). */
  identity: () => [...teamKeys.all, 'identity'] as const,
  /** An invitation as its recipient sees it. */
  receivedInvitation: (id: string) => [...teamKeys.all, 'received-invitation', id] as const,
};
