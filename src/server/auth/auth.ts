import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { organization as organizationPlugin } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access';
import { minPasswordLength } from '@shared/auth/auth.contract';
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
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
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
