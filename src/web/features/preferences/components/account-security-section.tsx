import { useEffect, useState } from 'react';
import { Alert, Button, Card, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { changeEmailSchema, emailChangeMessages } from '@shared/auth/auth.contract';
import { newPasswordField } from '@shared/auth/credentials.contract';
import { useRequestEmailChange } from '@web/features/account/api/change-email';
import { accountKeys } from '@web/features/account/api/keys';
import { fieldErrors } from '@web/lib/api-client';
import { authClient, useSession } from '@web/lib/auth-client';
import { notifySuccess } from '@web/ui/notify';

const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });

/**
 * The confirmation link of an e-mail change leads back here with `email-change=confirmed`, and
 * `error` when it could not be used. Reads the outcome once and clears it from the address.
 */
type EmailChangeOutcome = 'confirmed' | 'taken' | 'invalid' | null;

function useEmailChangeOutcome(): EmailChangeOutcome {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState<EmailChangeOutcome>(() => {
    if (params.get('email-change') !== 'confirmed') return null;
    const error = params.get('error');
    if (!error) return 'confirmed';
    return error === 'EMAIL_TAKEN' ? 'taken' : 'invalid';
  });
  useEffect(() => {
    if (!params.has('email-change')) return;
    const next = new URLSearchParams(params);
    next.delete('email-change');
    next.delete('error');
    setParams(next, { replace: true });
  }, [params, setParams]);
  return outcome;
}

export function AccountSecuritySection() {
  const { data: session, refetch: refetchSession } = useSession();
  const queryClient = useQueryClient();
  const requestEmailChange = useRequestEmailChange();
  const emailChangeOutcome = useEmailChangeOutcome();
  const [emailError, setEmailError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const emailForm = useForm({
    mode: 'controlled',
    initialValues: { newEmail: '', currentPassword: '' },
    validate: schemaResolver(changeEmailSchema, { sync: true }),
  });
  const passwordForm = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(passwordSchema, { sync: true }),
  });

  useEffect(() => {
    if (emailChangeOutcome !== 'confirmed') return;
    notifySuccess(emailChangeMessages.updated);
    void refetchSession();
    void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
  }, [emailChangeOutcome, refetchSession, queryClient]);

  const changeEmail = emailForm.onSubmit(async (values) => {
    setEmailError(null);
    setPendingEmail(null);
    try {
      const { pendingEmail: sentTo } = await requestEmailChange.mutateAsync(values);
      emailForm.reset();
      setPendingEmail(sentTo);
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length > 0) emailForm.setErrors(fields);
      else setEmailError(emailChangeMessages.failed);
    }
  });

  const changePassword = passwordForm.onSubmit(async ({ currentPassword, newPassword }) => {
    setPasswordError(null);
    const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    if (error) {
      setPasswordError('Failed to update password. Please try again.');
      return;
    }
    passwordForm.reset();
    notifySuccess('Password updated successfully!');
  });

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card>
        <Title order={2} size="h4" mb="md">
          Email Settings
        </Title>
        <form onSubmit={changeEmail} noValidate>
          <Stack gap="sm">
            {emailChangeOutcome === 'taken' || emailChangeOutcome === 'invalid' ? (
              <Alert color="red" role="alert">
                {emailChangeOutcome === 'taken' ? emailChangeMessages.taken : emailChangeMessages.linkInvalid}
              </Alert>
            ) : null}
            {emailError ? (
              <Alert color="red" role="alert">
                {emailError}
              </Alert>
            ) : null}
            {pendingEmail ? (
              <Alert color="blue" role="status" title="Check your new inbox">
                We sent an email to {pendingEmail}. Your sign-in email changes when you open the confirmation link in it
                (within one hour); until then it stays {session?.user.email}.
              </Alert>
            ) : null}
            <TextInput label="Current email" value={session?.user.email ?? ''} readOnly />
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              required
              {...emailForm.getInputProps('newEmail')}
            />
            <PasswordInput
              label="Current password"
              description="Needed to change your sign-in email"
              autoComplete="current-password"
              required
              {...emailForm.getInputProps('currentPassword')}
            />
            <Button type="submit" variant="light" loading={emailForm.submitting} w="fit-content">
              Change email
            </Button>
          </Stack>
        </form>
      </Card>
      <Card>
        <Title order={2} size="h4" mb="md">
          Password Settings
        </Title>
        <form onSubmit={changePassword} noValidate>
          <Stack gap="sm">
            {passwordError ? (
              <Alert color="red" role="alert">
                {passwordError}
              </Alert>
            ) : null}
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              {...passwordForm.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              {...passwordForm.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              {...passwordForm.getInputProps('confirmPassword')}
            />
            <Button type="submit" variant="light" loading={passwordForm.submitting} w="fit-content">
              Change password
            </Button>
          </Stack>
        </form>
      </Card>
    </SimpleGrid>
  );
}
