import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRoad, IconDroplet, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { billingLineTypeLabels, type BillingLineType } from '@shared/rate-cards/price-list.rules';

const categories: { type: BillingLineType; icon: ReactNode; text: string }[] = [
  {
    type: 'track_support',
    icon: <IconRoad size={18} />,
    text: 'Transport, trackside support by the hour, event day and weekend packages, data analysis and coaching. Saved as event charges.',
  },
  {
    type: 'service',
    icon: <IconDroplet size={18} />,
    text: 'Fluids and inspections priced from the mechanic hour, with oil and brake fluid by the unit. Saved as service charges.',
  },
  {
    type: 'maintenance',
    icon: <IconTool size={18} />,
    text: 'Brake, engine, suspension and tire work priced as multiples of the mechanic hour. Saved as service charges.',
  },
  {
    type: 'damage',
    icon: <IconAlertTriangle size={18} />,
    text: 'Damage assessment, bodywork, paint, panels and rebuilds from the assessment and bodywork rates. Saved as damage charges.',
  },
];

/** Info cards: the four categories a bill's lines come from. */
export function BillingCategories() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} component="section" aria-label="Billing categories">
      {categories.map((c) => (
        <Card key={c.type} withBorder padding="md">
          <ThemeIcon variant="light" size="lg" mb="xs" aria-hidden>
            {c.icon}
          </ThemeIcon>
          <Title order={3} size="h5" mb={4}>
            {billingLineTypeLabels[c.type]}
          </Title>
          <Text size="sm" c="dimmed">
            {c.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
