import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import { organization as organizationPlugin } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access';
import { emailChangeMessages, minPasswordLength, userAdditionalFields } from '@shared/auth/auth.contract';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../platform/mail';
import { createTeamForUser } from './team-provisioning';

export const clientIpHeader = 'x-pitboard-client-ip';

const ac = createAccessControl(defaultStatements);
const roles = {
  team_manager: ac.newRole(ownerAc.statements),
  team_administrator: ac.newRole(adminAc.statements),
  track_technician: ac.newRole(memberAc.statements),
};

export interface AuthOptions {
  db: Database;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  mailer: Mailer;
  rateLimitMax: number;
}

export function createAuth(options: AuthOptions) {
  const secure = options.baseUrl.startsWith('https://');
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
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength: 128,
      autoSignIn: true,
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
      // Reached only by an e-mail change (sign-up sends no verification and
      // /send-verification-email is closed): `user.email` is the new address.
      async sendVerificationEmail({ user, url }) {
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
    disabledPaths: ['/change-email', '/send-verification-email'],
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
      },
    },
    advanced: {
      cookiePrefix: 'pitboard',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await createTeamForUser(options.db, user);
          },
        },
      },
    },
    plugins: [
      organizationPlugin({
        ac,
        roles,
        creatorRole: 'team_manager',
        allowUserToCreateOrganization: false,
      }),
    ],
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
