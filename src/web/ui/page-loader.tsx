import { Center, Loader, Stack, Text } from '@mantine/core';

export function PageLoader({ label }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-label={label ?? 'Loading'} />
        {label ? <Text c="dimmed">{label}</Text> : null}
      </Stack>
    </Center>
  );
}
