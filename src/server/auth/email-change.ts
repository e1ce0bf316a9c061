import { eq } from 'drizzle-orm';
import {
  emailChangeConfirmedPath,
  emailChangeMessages,
  type ChangeEmailInput,
  type EmailChangeRequested,
} from '@shared/auth/auth.contract';
import { AppError } from '@shared/lib/app-error';
import { user } from '../db/schema';
import type { BackgroundTasks } from '../platform/background-tasks';
import type { PublicDb } from '../db/team-db';
import type { Mailer } from '../platform/mail';
import type { Auth } from './auth';

export interface EmailChangeDeps {
  auth: Auth;
  publicDb: PublicDb;
  mailer: Mailer;
  background: BackgroundTasks;
  /** The address users open, for the link in the mail to a taken address's owner. */
  baseUrl: string;
}

/**
 * Asks to change the signed-in user's sign-in address. The current password is required; the
 * new address gets a confirmation link (better-auth's change-email verification) and the old
 * one a notice. Nothing changes until the link is opened.
 *
 * No answer tells whether the new address has an account (docs/decisions/011): a taken address
 * is answered exactly as a new one, the owner of the taken address is told by mail instead of
 * getting a link, and every mail goes out after the reply, whose time is held to a floor
 * (`registerAccountAnswerFloor`). A password is not enough to learn who has an account.
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
  const [holder] = await deps.publicDb.db.select({ id: user.id }).from(user).where(eq(user.email, newEmail)).limit(1);
  // better-auth answers alike for a taken address and mails the link only to a new one.
  await deps.auth.api.changeEmail({ body: { newEmail, callbackURL: emailChangeConfirmedPath }, headers });
  if (holder) deps.background.track(deps.mailer.send(takenAddressNotice(newEmail, deps.baseUrl)));
  deps.background.track(
    deps.mailer.send({
      to: account.email,
      subject: 'Your Pitboard email address is about to change',
      text:
        `Someone signed in to your Pitboard account asked to change its sign-in email to ${newEmail}.\n\n` +
        `The change happens only once it is confirmed from that address, within one hour.\n\n` +
        `If it was not you, someone knows your password: sign in, change it, and write to support@pitboard.app.`,
    }),
  );
  return { pendingEmail: newEmail };
}

/** The mail to the owner of an address another account asked to take: nothing changes. */
function takenAddressNotice(address: string, baseUrl: string) {
  return {
    to: address,
    subject: 'Someone tried to use your email address for another Pitboard account',
    text:
      `Someone signed in to another Pitboard account asked to make this address its sign-in email. ` +
      `This address already belongs to your account, so nothing was changed.\n\n` +
      `If it was you, this address signs in to your existing account:\n${baseUrl}/login\n\n` +
      `If it was not you, ignore this e-mail.`,
  };
}
