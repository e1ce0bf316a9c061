import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import { organization as organizationPlugin } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, memberAc } from 'better-auth/plugins/organization/access';
import { can, type TeamRole } from '@shared/auth/permissions.rules';
import { invitationPath } from '@shared/team/team.contract';
import { emailChangeMessages, userAdditionalFields } from '@shared/auth/auth.contract';
import { minPasswordLength } from '@shared/auth/credentials.contract';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { BackgroundTasks } from '../platform/background-tasks';
import type { Mailer } from '../platform/mail';
import { contextOfMembership, type RequestContext } from './request-context';
import { createTeamOfUser } from './team-membership';

export const clientIpHeader = 'x-pitboard-client-ip';

/** Where the link that confirms a new account's address leads, signed in: the two-step setup. */
export const signUpConfirmedPath = '/onboarding';

/**
 * better-auth checks its own statements when members and invitations change; they follow can():
 * a role that may manage roles may invite, change and remove members (but never delete the
 * team), every other role may do none of it.
 */
const ac = createAccessControl(defaultStatements);
const roleOf = (role: TeamRole) => ac.newRole(can({ role }, 'manage_roles') ? adminAc.statements : memberAc.statements);
const roles = {
  team_manager: roleOf('team_manager'),
  team_administrator: roleOf('team_administrator'),
  track_technician: roleOf('track_technician'),
} satisfies Record<TeamRole, ReturnType<typeof roleOf>>;

export interface AuthOptions {
  db: Database;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  mailer: Mailer;
  /** Runs better-auth's mail work after the reply (see emailAndPassword below). */
  background: BackgroundTasks;
  rateLimitMax: number;
  /**
   * What a new user's team starts with besides its manager: given the new member's context, in
   * the transaction that made the team (the app wires src/server/workflows/provision-team.ts in;
   * auth imports no feature).
   */
  provisionTeam(ctx: RequestContext): Promise<void>;
}

export function createAuth(options: AuthOptions) {
  const secure = options.baseUrl.startsWith('https://');
  const teams = organizationPlugin({
    ac,
    roles,
    creatorRole: 'team_manager',
    allowUserToCreateOrganization: false,
    disableOrganizationDeletion: true,
    cancelPendingInvitationsOnReInvite: true,
    invitationExpiresIn: 7 * 24 * 60 * 60,
    async sendInvitationEmail({ id, email, organization, inviter }) {
      await options.mailer.send({
        to: email,
        subject: `You are invited to join ${organization.name} on Pitboard`,
        text:
          `${inviter.user.email} invited you to join ${organization.name} on Pitboard.\n\n` +
          `Open this link within 7 days to accept. If you have no account yet, create one with this ` +
          `email address first, then open the link again:\n${options.baseUrl}${invitationPath(id)}\n\n` +
          `If you did not expect this, ignore this e-mail.`,
      });
    },
  });
  return betterAuth({
    appName: 'Pitboard',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
        rateLimit: schema.rateLimit,
      },
    }),
    // No account oracle: a new account is used only once its address is confirmed, so sign-up
    // answers alike (200, a user, no session) whether the address is new or taken; the owner of
    // a taken address is told by mail. Reset requests answer alike for any address. The mails
    // go out after the reply (advanced.backgroundTasks), so neither answer takes longer for a
    // registered address.
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      async onExistingUserSignUp({ user }) {
        await options.mailer.send({
          to: user.email,
          subject: 'Someone tried to sign up with your email address',
          text:
            `Someone tried to create a Pitboard account with this email address, which already has one. ` +
            `Nothing was changed.\n\n` +
            `If it was you, sign in here:\n${options.baseUrl}/login\n\n` +
            `Forgot your password? Choose a new one here:\n${options.baseUrl}/forgot-password\n\n` +
            `If it was not you, ignore this e-mail.`,
        });
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await options.mailer.send({
          to: user.email,
          subject: 'Reset your Pitboard password',
          text:
            `Someone asked to reset the password of your Pitboard account.\n\n` +
            `Open this link within one hour to choose a new password:\n${url}\n\n` +
            `If it was not you, ignore this e-mail; your password stays as it is.`,
        });
      },
    },
    user: {
      // The address changes only when the link mailed to the new address is opened. Requests
      // go through POST /api/me/email, which checks the password first (see email-change.ts);
      // better-auth's own /change-email path is closed below.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
      additionalFields: userAdditionalFields,
    },
    emailVerification: {
      expiresIn: 60 * 60,
      // Sign-up mails the link; signing in with the right password before confirming mails a
      // fresh one (/send-verification-email stays closed). Opening it signs the user in.
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // Also reached by an e-mail change, whose token names the new address (`updateTo`) and
      // whose `user.email` is that new address.
      async sendVerificationEmail({ user, url, token }) {
        const payload = await verifyJWT<{ updateTo?: unknown }>(token, options.secret);
        if (typeof payload?.updateTo !== 'string') {
          const link = new URL(url);
          link.searchParams.set('callbackURL', signUpConfirmedPath);
          await options.mailer.send({
            to: user.email,
            subject: 'Confirm your email to finish creating your Pitboard account',
            text:
              `Welcome to Pitboard.\n\n` +
              `Open this link within one hour to confirm this address and set up your account:\n${link.href}\n\n` +
              `If the link has expired, sign in with your email and password and we will send a new one. ` +
              `If you did not sign up, ignore this e-mail.`,
          });
          return;
        }
        await options.mailer.send({
          to: user.email,
          subject: 'Confirm your new Pitboard email address',
          text:
            `Someone asked to make this address the sign-in email of a Pitboard account.\n\n` +
            `Open this link within one hour to confirm it:\n${url}\n\n` +
            `Until then the account keeps its old address. If it was not you, ignore this e-mail.`,
        });
      },
    },
    // Teams change only through Pitboard's own routes (/api/team, /api/invitations, /api/me/team),
    // which ask can() first; the plugin's own endpoints are closed.
    disabledPaths: [
      '/change-email',
      '/send-verification-email',
      ...Object.values(teams.endpoints).map((endpoint) => endpoint.path),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/verify-email') return;
        await refuseTakenAddress(ctx, options.secret);
      }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: options.rateLimitMax },
        '/sign-up/email': { window: 60, max: options.rateLimitMax },
        '/request-password-reset': { window: 60, max: options.rateLimitMax },
        // Every screen asks for the session, so a shop's tabs and phones behind one address would
        // pass 300 a minute and be shown the sign-in page. The API-wide limit still counts it.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'pitboard',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      backgroundTasks: { handler: (task) => options.background.track(task) },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await options.db.transaction(async (tx) => {
              const membership = await createTeamOfUser(tx, user);
              await options.provisionTeam(contextOfMembership(tx, user, membership));
            });
          },
        },
      },
    },
    plugins: [teams],
  });
}

export type Auth = ReturnType<typeof createAuth>;

interface VerifyEmailContext {
  query?: Record<string, unknown> | undefined;
  redirect(url: string): unknown;
  context: { internalAdapter: { findUserByEmail(email: string): Promise<{ user: { id: string } } | null> } };
}

/**
 * An address can be taken by another account between the request and the confirmation; the
 * confirmation then says so instead of failing on the unique e-mail.
 */
async function refuseTakenAddress(ctx: VerifyEmailContext, secret: string): Promise<void> {
  const token = typeof ctx.query?.token === 'string' ? ctx.query.token : '';
  const payload = await verifyJWT<{ updateTo?: unknown; userId?: unknown }>(token, secret);
  if (!payload || typeof payload.updateTo !== 'string') return;
  const holder = await ctx.context.internalAdapter.findUserByEmail(payload.updateTo.toLowerCase());
  if (!holder || holder.user.id === payload.userId) return;
  const callbackURL = typeof ctx.query?.callbackURL === 'string' ? ctx.query.callbackURL : null;
  if (callbackURL?.startsWith('/') && !callbackURL.startsWith('//')) {
    const target = new URL(callbackURL, 'http://local');
    target.searchParams.set('error', 'EMAIL_TAKEN');
    throw ctx.redirect(`${target.pathname}${target.search}`);
  }
  throw new APIError('BAD_REQUEST', { message: emailChangeMessages.taken });
}
