import type { ReactNode } from 'react';
import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { Wordmark } from '@web/ui/wordmark';

/** The centred card the sign-in, register, password reset and onboarding screens sit in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md">
      <Box w="100%" maw={420}>
        <Stack gap="lg">
          <Center>
            <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="Pitboard home">
              <Wordmark />
            </Anchor>
          </Center>
          <Paper withBorder p="xl" radius="md" component="main">
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} size="h3">
                  {title}
                </Title>
                {subtitle ? (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
