import { z } from 'zod';

// The sign-in, sign-up and password forms' rules, apart from the rest of the auth contract: the
// sign-in page loads these alone, without the schemas of the account and its teams.

export const minPasswordLength = 6;

export const authMessages = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create an account',
  resetEmailFailed: 'Failed to send password reset email',
  updatePasswordFailed: 'Failed to update password',
  resetLinkInvalid: 'This reset link has expired or was already used',
  credentialsRequired: 'You must provide either an email or phone number and a password',
  invalidEmail: 'Invalid email format',
} as const;

export const emailField = z
  .string({ error: authMessages.credentialsRequired })
  .trim()
  .min(1, authMessages.credentialsRequired)
  .pipe(z.email(authMessages.invalidEmail));

export const newPasswordField = z
  .string({ error: authMessages.passwordTooShort })
  .min(minPasswordLength, authMessages.passwordTooShort)
  .max(128, 'Password must be at most 128 characters long');

/** Register form: e-mail, password, confirm. */
export const registerSchema = z
  .object({ email: emailField, password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, authMessages.credentialsRequired),
});

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
