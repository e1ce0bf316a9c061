/**
 * Fields the account carries beside better-auth's own (set by the server only, never by input).
 * Kept apart from auth.contract.ts, which needs zod, so the web app's first load does not.
 */
export const userAdditionalFields = {
  /** The app mode the onboarding answer chose (`AppMode`), or null before onboarding. */
  firstMode: { type: 'string', required: false, input: false },
} as const;
