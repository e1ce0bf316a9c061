import type { ReactNode } from 'react';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { SiteFooter } from '@web/app/shell/site-footer';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PublicHeader } from './public-header';

export const legalEffectiveDate = 'March 18, 2025';
export const companyName = 'Pitboard Motorsport Software LLC';
export const supportEmail = 'support@pitboard.app';
export const privacyEmail = 'privacy@pitboard.app';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  useDocumentTitle(title);
  return (
    <>
      <PublicHeader />
      <Container size="md" component="main" py="xl">
        <Stack gap="lg">
          <Button
            component={Link}
            to={paths.home}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
            w="fit-content"
            px={0}
          >
            Back to Home
          </Button>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">Last updated: {legalEffectiveDate}</Text>
          <Text>{intro}</Text>
          {sections.map((section, index) => (
            <Stack key={section.heading} gap="xs">
              <Title order={2} size="h4">
                {index + 1}. {section.heading}
              </Title>
              <Text>{section.body}</Text>
            </Stack>
          ))}
          <Text>
            Questions: <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>. Privacy matters:{' '}
            <Anchor href={`mailto:${privacyEmail}`}>{privacyEmail}</Anchor>.
          </Text>
        </Stack>
        <SiteFooter />
      </Container>
    </>
  );
}
