import { Alert, Button, Card, Group, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  bioMaxLength,
  displayNameMaxLength,
  publicProfileInputSchema,
  publicProfileMessages,
  type PublicProfileInput,
  type PublicProfileSettings,
} from '@shared/public-profile/public-profile.contract';
import { publicProfileUrl } from '@shared/public-profile/public-profile.rules';
import { useFormSubmit } from '@web/lib/use-form-submit';
import { ProfileLink } from './profile-link';

export interface PublicProfileFormValues {
  displayName: string;
  bio: string;
  isPublic: boolean;
  showCars: boolean;
  showEvents: boolean;
  showRepairs: boolean;
}

export function publicProfileFormValues(profile: PublicProfileSettings): PublicProfileFormValues {
  return {
    displayName: profile.displayName,
    bio: profile.bio ?? '',
    isPublic: profile.isPublic,
    showCars: profile.showCars,
    showEvents: profile.showEvents,
    showRepairs: profile.showRepairs,
  };
}

/**
 * The public profile settings (spec): the make-public switch, the profile's link with Copy link,
 * display name and bio, the cars / events / repairs switches and Save Changes. Checked with the
 * same schema as the server; a failed save shows its message in a red box.
 */
export function PublicProfileForm({
  profile,
  onSubmit,
}: {
  profile: PublicProfileSettings;
  onSubmit: (input: PublicProfileInput) => Promise<void>;
}) {
  const form = useForm<PublicProfileFormValues>({
    mode: 'controlled',
    initialValues: publicProfileFormValues(profile),
    validate: schemaResolver(publicProfileInputSchema, { sync: true }),
  });
  const { handleSubmit, saving, error } = useFormSubmit(
    form,
    async (values) => {
      await onSubmit(values);
      form.resetDirty(values);
    },
    publicProfileMessages.saveFailed,
  );
  const url = profile.publicUrlId === null ? null : publicProfileUrl(window.location.origin, profile.publicUrlId);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Public profile">
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Card>
          <Stack gap="md">
            <Title order={2} size="h4">
              Sharing
            </Title>
            <Switch
              label="Make profile public"
              description="Only public profiles can be viewed."
              {...form.getInputProps('isPublic', { type: 'checkbox' })}
            />
            <ProfileLink url={url} isPublic={profile.isPublic} />
          </Stack>
        </Card>
        <Card>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Profile
            </Title>
            <TextInput
              label="Display name"
              required
              maxLength={displayNameMaxLength}
              {...form.getInputProps('displayName')}
            />
            <Textarea
              label="Bio"
              placeholder="Tell visitors about your racing"
              autosize
              minRows={3}
              maxLength={bioMaxLength}
              {...form.getInputProps('bio')}
            />
          </Stack>
        </Card>
        <Card>
          <Stack gap="sm">
            <Title order={2} size="h4">
              What your profile shows
            </Title>
            <Text size="sm" c="dimmed">
              Your racing statistics and latest races are always shown: those of the team&apos;s own cars, never a
              client&apos;s.
            </Text>
            {profile.allowTeamRecords ? null : (
              <Text size="sm" c="dimmed">
                Cars, events and repairs appear once a team manager allows the team&apos;s records (below).
              </Text>
            )}
            <Switch label="Show cars" {...form.getInputProps('showCars', { type: 'checkbox' })} />
            <Switch label="Show events" {...form.getInputProps('showEvents', { type: 'checkbox' })} />
            <Switch label="Show repairs" {...form.getInputProps('showRepairs', { type: 'checkbox' })} />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
