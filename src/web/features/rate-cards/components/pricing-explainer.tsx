import { List, Paper, Text, Title } from '@mantine/core';

/** The explainer under the grid: what rate cards are and how the shop's prices follow them. */
export function PricingExplainer() {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="pricing-explainer-title">
      <Title order={2} size="h4" mb="sm" id="pricing-explainer-title">
        How rate cards work
      </Title>
      <List spacing="xs" size="sm">
        <List.Item>
          <Text span fw={600} size="sm">
            Rate cards
          </Text>{' '}
          hold what your shop charges: hourly and flat rates for track support, transport, service and repairs, markups
          on parts, consumables and outside services, and multipliers for rush, weekend and holiday work, which a work
          order applies to its labour when you choose its pricing.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            Client pricing
          </Text>{' '}
          starts from the default card. To charge one client differently, give them a card of their own on their client
          page: their work orders are then priced from it, and everyone else stays on the default.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            The default card
          </Text>{' '}
          is the one in use. Only one card is the default at a time: making another card the default takes the badge
          from the current one.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            Quick billing
          </Text>{' '}
          prices its track support bundles, service items, maintenance and damage repairs from the default card, so a
          change here shows in the Billing System at once. Lines already on a work order keep their price.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            Effective dates
          </Text>{' '}
          record when a card&apos;s prices started to apply (and, for a card that has one, when they end), so you can
          tell which rates a past bill was built on.
        </List.Item>
      </List>
    </Paper>
  );
}
