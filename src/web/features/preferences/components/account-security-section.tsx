import { useState } from 'react';
import { Alert, Button, Card, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { emailField, newPasswordField } from '@shared/auth/auth.contract';
import { accountKeys } from '@web/features/account/api/keys';
import { authClient, useSession } from '@web/lib/auth-client';
import { notifySuccess } from '@web/ui/notify';

const emailSchema = z.object({ newEmail: emailField });
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

export function AccountSecuritySection() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const emailForm = useForm({
    mode: 'controlled',
    initialValues: { newEmail: '' },
    validate: schemaResolver(emailSchema, { sync: true }),
  });
  const passwordForm = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(passwordSchema, { sync: true }),
  });

  const changeEmail = emailForm.onSubmit(async ({ newEmail }) => {
    setEmailError(null);
    const { error } = await authClient.changeEmail({ newEmail: newEmail.trim() });
    if (error) {
      setEmailError('Failed to update email. Please try again.');
      return;
    }
    emailForm.reset();
    await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    await authClient.getSession({ query: { disableCookieCache: true } });
    notifySuccess('Email updated successfully!');
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
            {emailError ? (
              <Alert color="red" role="alert">
                {emailError}
              </Alert>
            ) : null}
            <TextInput label="Current email" value={session?.user.email ?? ''} readOnly />
            <TextInput label="New email" type="email" required {...emailForm.getInputProps('newEmail')} />
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
