import { useState } from 'react';
import { Alert, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { TeamRole } from '@shared/auth/permissions.rules';
import { inviteMemberSchema, teamMessages } from '@shared/team/team.contract';
import { fieldErrors } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { useInviteMember } from '../api/invite-member';
import { roleOptions } from './role-options';

/** Invite Member: an e-mail address and the role the person gets once they accept. */
export function InviteMemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
      opened={opened}
      onClose={onClose}
      title="Invite Member"
    >
      {/* The modal mounts its content on each opening, so every invitation starts blank. */}
      <InviteMemberForm onClose={onClose} />
    </Modal>
  );
}

function InviteMemberForm({ onClose }: { onClose: () => void }) {
  const invite = useInviteMember();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ email: string; role: TeamRole }>({
    mode: 'controlled',
    initialValues: { email: '', role: 'track_technician' },
    clearInputErrorOnChange: true,
    validate: schemaResolver(inviteMemberSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const invitation = await invite.mutateAsync(values);
      notifySuccess(teamMessages.invited(invitation.email));
      onClose();
    } catch (err) {
      // Field messages go under their inputs; anything else (already a member, already invited) on top.
      const message = applyServerErrors(form, err, 'The invitation could not be sent. Please try again.');
      if (Object.keys(fieldErrors(err)).length === 0) setError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required
          data-autofocus
          description="We send the invitation to this address."
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          data={roleOptions}
          allowDeselect={false}
          checkIconPosition="right"
          {...form.getInputProps('role')}
        />
        <FormActions onCancel={onClose} submitLabel="Send Invitation" saving={invite.isPending} />
      </Stack>
    </form>
  );
}
