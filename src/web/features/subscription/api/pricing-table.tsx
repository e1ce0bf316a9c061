import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCents } from '@shared/lib/money';
import { planDetails, plans, type Plan } from '@shared/subscription/subscription.rules';

/** The three plan cards, shared by the landing page and the subscription screen. */
export function PricingTable({
  badgeFor,
  actionFor,
}: {
  badgeFor?: (plan: Plan) => string | null;
  actionFor: (plan: Plan) => ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {plans.map((plan) => {
        const details = planDetails[plan];
        const badge = badgeFor?.(plan);
        return (
          <Card key={plan} data-testid={`plan-${plan}`}>
            <Stack gap="sm" h="100%">
              <Title order={3} size="h4">
                {details.name}
              </Title>
              {badge ? (
                <Badge variant="light" w="fit-content">
                  {badge}
                </Badge>
              ) : null}
              <Text size="xl" fw={800}>
                {formatCents(details.priceCents).replace('.00', '')}
                <Text span c="dimmed" size="sm" fw={400}>
                  {details.period ? ` / ${details.period}` : ''}
                </Text>
              </Text>
              <List size="sm" spacing={4} style={{ flex: 1 }}>
                {details.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              {actionFor(plan)}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
