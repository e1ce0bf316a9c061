import type { ReactNode } from 'react';
import {
  Accordion,
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconChartLine,
  IconChecklist,
  IconClipboardList,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { annualSavingLabel } from '@shared/subscription/subscription.rules';
import { paths } from '@web/app/paths';
import { SiteFooter } from '@web/app/shell/site-footer';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { NewsletterBox } from '../components/newsletter-box';
import { PricingTable } from '@web/features/subscription/api/pricing-table';
import { PublicHeader } from '../components/public-header';
import { HydratedApart } from '@web/ui/hydrated-apart';

const features = [
  {
    icon: IconTool,
    title: 'Vehicle management',
    text: 'Every car with its hours, miles, safety expiry dates and the service life of each part, so nothing wears out unnoticed.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Event tracking',
    text: 'Track days, time attacks and races with registrations, tech inspections and on-track sessions in one place.',
  },
  {
    icon: IconChartLine,
    title: 'Performance analysis',
    text: 'Best laps per track, results and track time, so you can see what changed between one weekend and the next.',
  },
  {
    icon: IconChecklist,
    title: 'Inspections',
    text: 'Checklists for pre-event, post-event and per-session inspections. Failed items become work to be done.',
  },
  {
    icon: IconClipboardList,
    title: 'Repairs and damage',
    text: 'Report damage where it happens, schedule the repair and keep the history with the car.',
  },
  {
    icon: IconUsers,
    title: 'Race shop',
    text: 'Clients and their cars, work orders, billing and inventory for shops that support other racers.',
  },
];

const faqs = [
  {
    q: 'Is Pitboard free?',
    a: 'Pitboard is in beta: all plans are free and no credit card is needed. The free plan covers 1 car, 5 events and 5 repairs; paid plans lift every limit.',
  },
  {
    q: 'Who is it for?',
    a: 'Racers with one car, collectors with many, race teams running a fleet, and race shops looking after their clients’ cars.',
  },
  {
    q: 'Can I use it at the track?',
    a: 'Yes. Every screen works on a phone, so inspections and session notes can be done in the paddock.',
  },
  {
    q: 'Can I host it myself?',
    a: 'Yes. Pitboard runs as a single server with an embedded database, or against your own PostgreSQL.',
  },
];

/** A titled section of the page, hydrated in a pass of its own. */
function LandingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HydratedApart>
      <Stack gap="lg" component="section" aria-labelledby={id}>
        <Title order={2} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </HydratedApart>
  );
}

export function LandingPage() {
  useDocumentTitle('Race car and race shop management');
  return (
    <Box>
      <PublicHeader />
      <Container size="lg" component="main">
        <Stack gap={64} py="xl">
          <Stack gap="md" align="flex-start" maw={720}>
            <Alert variant="light" color="blue" py="xs">
              Pitboard is in beta: all plans are free and no credit card is needed.
            </Alert>
            <Title order={1} size={44} lh={1.1}>
              Run your race cars like a pro team.
            </Title>
            <Text size="lg" c="dimmed">
              Pitboard keeps your cars, their service life, your track events and your race shop in one place — from the
              garage to the grid.
            </Text>
            <Group>
              <Button component={Link} to={paths.register} size="md">
                Get started free
              </Button>
              <Button component={Link} to={paths.login} size="md" variant="default">
                Sign in
              </Button>
            </Group>
          </Stack>

          <LandingSection id="features-title" title="Features">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {features.map((feature) => (
                <Card key={feature.title}>
                  <Stack gap="xs">
                    <ThemeIcon variant="light" size="lg" aria-hidden>
                      <feature.icon size={20} />
                    </ThemeIcon>
                    <Title order={3} size="h4">
                      {feature.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {feature.text}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </LandingSection>

          <LandingSection id="pricing-title" title="Pricing">
            <PricingTable
              badgeFor={(plan) => (plan === 'annual' ? annualSavingLabel() : null)}
              actionFor={(plan) => (
                <Button component={Link} to={paths.register} variant={plan === 'annual' ? 'filled' : 'light'} fullWidth>
                  {plan === 'free' ? 'Start free' : 'Choose plan'}
                </Button>
              )}
            />
          </LandingSection>

          <LandingSection id="faq-title" title="Frequently asked questions">
            <Accordion variant="separated">
              {faqs.map((faq) => (
                <Accordion.Item key={faq.q} value={faq.q}>
                  <Accordion.Control>{faq.q}</Accordion.Control>
                  <Accordion.Panel>{faq.a}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </LandingSection>

          <HydratedApart>
            <Card component="section" aria-labelledby="cta-title" p="xl">
              <Stack gap="md" align="flex-start">
                <Title order={2} id="cta-title">
                  Ready for the next session?
                </Title>
                <Text c="dimmed">Create your account in a minute and add your first car.</Text>
                <Button component={Link} to={paths.register}>
                  Create your free account
                </Button>
                <Text fw={500} mt="md">
                  Get product news
                </Text>
                <NewsletterBox />
              </Stack>
            </Card>
          </HydratedApart>
        </Stack>
        <SiteFooter />
        <Text size="xs" c="dimmed" pb="md">
          Questions? <Anchor href="mailto:support@pitboard.app">support@pitboard.app</Anchor>
        </Text>
      </Container>
    </Box>
  );
}
