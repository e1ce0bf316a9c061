import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { z } from 'zod';
import { authMessages, emailField } from '@shared/auth/credentials.contract';
import { paths } from '@web/app/paths';
import { requestPasswordReset } from '@web/lib/auth-client';
import { AuthCard } from '@web/ui/auth-card';
import { useDocumentTitle } from '@web/lib/use-document-title';

const forgotSchema = z.object({ email: emailField });

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async ({ email }) => {
    setError(null);
    const { error: resetError } = await requestPasswordReset({ email: email.trim(), redirectTo: paths.resetPassword });
    if (resetError) {
      setError(authMessages.resetEmailFailed);
      return;
    }
    setSentTo(email.trim());
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            If an account exists for {sentTo}, we sent it a link to reset the password. The link works for one hour.
          </Alert>
          <Anchor component={Link} to={paths.login}>
            Back to sign in
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="Enter your email and we will send you a reset link.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Send reset link
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.login}>
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
