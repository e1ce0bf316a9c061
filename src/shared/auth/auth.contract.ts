import { z } from 'zod';
import { receivedInvitationSchema, teamMembershipSchema } from '../team/team.contract';
import { emailField } from './credentials.contract';
import { teamRoles } from './permissions.rules';

export const emailChangeMessages = {
  passwordRequired: 'Enter your current password',
  wrongPassword: 'Your current password is not correct',
  sameAddress: 'This is already your email address',
  taken: 'This email address is already used by another account',
  failed: 'Failed to update email. Please try again.',
  updated: 'Email updated successfully!',
  linkInvalid: 'This confirmation link has expired or was already used',
} as const;

/** Changing the sign-in address: the current password, and a new address that is confirmed by mail. */
export const changeEmailSchema = z.object({
  currentPassword: z
    .string({ error: emailChangeMessages.passwordRequired })
    .min(1, emailChangeMessages.passwordRequired)
    .max(128, emailChangeMessages.wrongPassword),
  newEmail: emailField,
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const emailChangeRequestedSchema = z.object({
  /** Where the confirmation link went; the address changes once it is opened. */
  pendingEmail: z.string(),
});
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** Where the confirmation link leads once opened (a failed confirmation adds `error`). */
export const emailChangeConfirmedPath = '/settings?email-change=confirmed';

export { userAdditionalFields } from './user-fields';

export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  team: z.object({ id: z.string(), name: z.string() }),
  role: z.enum(teamRoles),
  onboarded: z.boolean(),
  /** Every team the user belongs to, for the header's switcher (the current one included). */
  teams: z.array(teamMembershipSchema),
  /** Pending invitations sent to the user's address. */
  invitations: z.array(receivedInvitationSchema),
});
export type Me = z.infer<typeof meSchema>;

export { displayNameFromEmail } from './display-name.rules';
