/**
 * Where an invitation link leads in the web app. Kept apart from team.contract.ts, which needs
 * zod, so the web app's first load does not.
 */
export const invitationPath = (id: string) => `/invitations/${id}`;
