import { eq } from 'drizzle-orm';
import {
  emailChangeConfirmedPath,
  emailChangeMessages,
  type ChangeEmailInput,
  type EmailChangeRequested,
} from '@shared/auth/auth.contract';
import { AppError } from '@shared/lib/app-error';
import { user } from '../db/schema';
import type { PublicDb } from '../db/team-db';
import type { Mailer } from '../platform/mail';
import type { Auth } from './auth';

export interface EmailChangeDeps {
  auth: Auth;
  publicDb: PublicDb;
  mailer: Mailer;
}

/**
 * Asks to change the signed-in user's sign-in address. The current password is required; the
 * new address gets a confirmation link (better-auth's change-email verification) and the old
 * one a notice. Nothing changes until the link is opened.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  headers: Headers,
  account: { email: string },
  input: ChangeEmailInput,
): Promise<EmailChangeRequested> {
  const newEmail = input.newEmail.trim().toLowerCase();
  const passwordOk = await deps.auth.api
    .verifyPassword({ body: { password: input.currentPassword }, headers })
    .then(() => true)
    .catch(() => false);
  if (!passwordOk) {
    throw AppError.validation(emailChangeMessages.wrongPassword, {
      currentPassword: emailChangeMessages.wrongPassword,
    });
  }
  if (newEmail === account.email.toLowerCase()) {
    throw AppError.validation(emailChangeMessages.sameAddress, { newEmail: emailChangeMessages.sameAddress });
  }
  // The user proved who they are, so a taken address is told plainly.
  const [holder] = await deps.publicDb.db.select({ id: user.id }).from(user).where(eq(user.email, newEmail)).limit(1);
  if (holder) throw new AppError('conflict', emailChangeMessages.taken, { newEmail: emailChangeMessages.taken });

  await deps.auth.api.changeEmail({ body: { newEmail, callbackURL: emailChangeConfirmedPath }, headers });
  await deps.mailer.send({
    to: account.email,
    subject: 'Your Pitboard email address is about to change',
    text:
      `Someone signed in to your Pitboard account asked to change its sign-in email to ${newEmail}.\n\n` +
      `The change happens only when the link we sent to that address is opened (within one hour).\n\n` +
      `If it was not you, someone knows your password: sign in, change it, and write to support@pitboard.app.`,
  });
  return { pendingEmail: newEmail };
}
