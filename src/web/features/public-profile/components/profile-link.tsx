import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { copiedMessageMs, publicProfileMessages } from '@shared/public-profile/public-profile.contract';

/**
 * The profile's address with a button that copies it (it says 'Copied' for 2 seconds) and one
 * that opens it. A failed copy changes nothing on screen (spec: only logged).
 */
export function ProfileLink({ url, isPublic }: { url: string | null; isPublic: boolean }) {
  if (url === null) {
    return (
      <Text size="sm" c="dimmed">
        Save Changes to get the link to your profile.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <TextInput
        label="Profile URL"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        description={
          isPublic
            ? 'Anyone with this link can see your profile.'
            : 'Your profile is private: this link shows "Profile not found" until you make it public.'
        }
        inputWrapperOrder={['label', 'input', 'description']}
      />
      <Group gap="xs">
        <CopyButton value={url} timeout={copiedMessageMs}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              <span aria-live="polite">{copied ? publicProfileMessages.copied : 'Copy link'}</span>
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noreferrer"
          variant="subtle"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          View profile
        </Button>
      </Group>
    </Stack>
  );
}
