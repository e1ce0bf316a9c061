import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { authMessages, resetPasswordSchema } from '@shared/auth/auth.contract';
import { paths } from '@web/app/paths';
import { resetPassword } from '@web/lib/auth-client';
import { notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useResetTokenStatus } from '../api/get-reset-token-status';
import { AuthCard } from '@web/ui/auth-card';

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

  if (!token) return <Navigate to={paths.login} replace />;
  if (status.isPending) return <PageLoader label="Checking your reset link..." />;
  if (status.isError || !status.data.valid) return <Navigate to={paths.login} replace />;

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
