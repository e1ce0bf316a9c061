import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { authMessages, registerSchema } from '@shared/auth/credentials.contract';
import { displayNameFromEmail } from '@shared/auth/display-name.rules';
import { paths } from '@web/app/paths';
import { signUp } from '@web/lib/auth-client';
import { AuthCard } from '@web/ui/auth-card';
import { useDocumentTitle } from '@web/lib/use-document-title';

function registrationError(error: { code?: string | undefined; message?: string | undefined; status: number }): string {
  const code = (error.code ?? '').toLowerCase();
  if (code.includes('weak_password') || code.includes('password_too_short')) {
    return 'Password should be at least 6 characters long';
  }
  if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  return error.message && error.message.trim() !== '' ? error.message : authMessages.signUpFailed;
}

export function RegisterPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(sentTo ? 'Check your email' : 'Create your account');
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: schemaResolver(registerSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    const email = values.email.trim();
    try {
      const { error: signUpError } = await signUp.email({
        email,
        password: values.password,
        name: displayNameFromEmail(email),
      });
      if (signUpError) {
        setError(registrationError(signUpError));
        return;
      }
    } catch {
      setError(authMessages.signUpFailed);
      return;
    }
    // The same answer whether the address is new or already has an account (whose owner gets
    // a mail instead): the link in the mail confirms the address and leads to the setup.
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            We sent a link to {sentTo}. Open it to confirm your address and set up your account. The link works for one
            hour.
          </Alert>
          <Text size="sm" c="dimmed">
            Nothing arrived? Check your spam folder, or sign in with your email and password to get a new link.
          </Text>
          <Anchor component={Link} to={paths.login}>
            Back to sign in
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your account" subtitle="All plans are free during the beta. No credit card needed.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 6 characters"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
            Create account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.login}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
