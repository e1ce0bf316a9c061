import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
});

export const { useSession, signIn, signUp, signOut, requestPasswordReset, resetPassword } = authClient;
