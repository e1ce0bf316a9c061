import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields } from 'better-auth/client/plugins';
import { userAdditionalFields } from '@shared/auth/user-fields';

export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [inferAdditionalFields({ user: userAdditionalFields })],
});

export const { useSession, signIn, signUp, signOut, requestPasswordReset, resetPassword } = authClient;
