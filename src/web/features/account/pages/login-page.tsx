import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { authMessages, loginSchema } from '@shared/auth/credentials.contract';
import { paths } from '@web/app/paths';
import { signIn } from '@web/lib/auth-client';
import { refreshKnownSession } from '@web/lib/known-session';
import { AuthCard } from '@web/ui/auth-card';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useHydrated } from '@web/lib/use-hydrated';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [error, setError] = useState<'failed' | 'tooManyAttempts' | 'notConfirmed' | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });
  const from = (location.state as { from?: string } | null)?.from;

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    const { error: signInError } = await signIn.email({ email: values.email.trim(), password: values.password });
    if (signInError) {
      // Always the catalogue's message; after too many tries, also when to try again; with the
      // right password for an address not yet confirmed, that a new link is on its way.
      if (signInError.status === 429) setError('tooManyAttempts');
      else if (signInError.code === 'EMAIL_NOT_VERIFIED') setError('notConfirmed');
      else setError('failed');
      return;
    }
    queryClient.clear();
    await refreshKnownSession();
    await navigate(from && from.startsWith('/') ? from : paths.dashboard, { replace: true });
  });

  return (
    <AuthCard title="Sign in to Pitboard" subtitle="Welcome back. Your cars are waiting.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {authMessages.signInFailed}
              {error === 'tooManyAttempts' ? (
                <Text size="sm" mt={4}>
                  Too many attempts. Please wait a minute and try again.
                </Text>
              ) : null}
              {error === 'notConfirmed' ? (
                <Text size="sm" mt={4}>
                  Your email address is not confirmed yet. We sent you a new link: open it to finish creating your
                  account.
                </Text>
              ) : null}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            readOnly={!hydrated}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            readOnly={!hydrated}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={form.submitting} disabled={!hydrated} fullWidth>
            Sign in
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to={paths.register}>
              Create one
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
