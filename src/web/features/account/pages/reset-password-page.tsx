import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { authMessages, resetPasswordSchema } from '@shared/auth/credentials.contract';
import { paths } from '@web/app/paths';
import { resetPassword } from '@web/lib/auth-client';
import { notifySuccess } from '@web/ui/notify';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useResetTokenStatus } from '../api/get-reset-token-status';
import { AuthCard } from '@web/ui/auth-card';

/** A used, expired or mistyped reset link: say so and offer a new one. */
function ResetLinkInvalid() {
  return (
    <AuthCard title="Choose a new password">
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {authMessages.resetLinkInvalid}
        </Alert>
        <Text size="sm">Reset links work once, for one hour. Ask for a new one and use the latest mail.</Text>
        <Button component={Link} to={paths.forgotPassword} fullWidth>
          Request a new reset link
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.login}>
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  const status = useResetTokenStatus(token);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });

  // A link that better-auth already refused arrives with `error` instead of a token.
  const refused = params.has('error');
  if (!token && !refused) return <Navigate to={paths.login} replace />;
  if (token && status.isPending) return <PageLoader label="Checking your reset link..." />;
  if (status.isError && !refused) {
    return (
      <AuthCard title="Choose a new password">
        <ErrorState message="Your reset link could not be checked." onRetry={() => void status.refetch()} />
      </AuthCard>
    );
  }
  if (refused || !token || !status.data?.valid) return <ResetLinkInvalid />;

  const handleSubmit = form.onSubmit(async ({ password }) => {
    setError(null);
    const { error: resetError } = await resetPassword({ newPassword: password, token });
    if (resetError) {
      setError(authMessages.updatePasswordFailed);
      return;
    }
    notifySuccess('Password updated. Sign in with your new password.');
    await navigate(paths.login, { replace: true });
  });

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
            Update password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
