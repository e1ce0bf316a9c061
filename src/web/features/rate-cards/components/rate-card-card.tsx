import type { ReactNode } from 'react';
import { Badge, Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import type { RateCard } from '@shared/rate-cards/rate-cards.contract';
import { GridCard, GridCardDeleteButton, GridCardTitle } from '@web/ui/grid-card';

function Rate({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** Three small figures side by side: markups or multipliers. */
function Figures({ items }: { items: [string, string][] }) {
  return (
    <SimpleGrid cols={3} spacing="xs">
      {items.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={500}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Text size="xs" tt="uppercase" fw={700} c="dimmed">
      {children}
    </Text>
  );
}

/** One card of the Pricing Management grid: its rates, markups, multipliers and dates. */
export function RateCardCard({
  card,
  onEdit,
  onSetDefault,
  onDelete,
  busy,
}: {
  card: RateCard;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
  /** A change to this card is on its way. */
  busy: boolean;
}) {
  return (
    <GridCard
      name={card.name}
      busy={busy}
      onEdit={onEdit}
      heading={
        <Stack gap={4} style={{ minWidth: 0 }}>
          <GridCardTitle>{card.name}</GridCardTitle>
          {card.isDefault ? (
            <Badge color="green" w="fit-content">
              Default
            </Badge>
          ) : null}
        </Stack>
      }
    >
      {card.description ? (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {card.description}
        </Text>
      ) : null}

      <Stack gap={4}>
        <Heading>Event Rates</Heading>
        <Rate label="Track support">{formatCents(card.trackSupportHourlyRateCents)}/hr</Rate>
        <Rate label="Transportation">{formatCents(card.transportationRateCents)}</Rate>
        <Rate label="Event day">{formatCents(card.eventDayFlatRateCents)}</Rate>
        <Rate label="Weekend package">{formatCents(card.weekendPackageRateCents)}</Rate>
      </Stack>
      <Stack gap={4}>
        <Heading>Service Rates</Heading>
        <Rate label="Mechanic labor">{formatCents(card.mechanicHourlyRateCents)}/hr</Rate>
        <Rate label="Service call">{formatCents(card.serviceCallRateCents)}</Rate>
        <Rate label="Diagnostic">{formatCents(card.diagnosticRateCents)}</Rate>
        <Rate label="Damage assessment">{formatCents(card.damageAssessmentRateCents)}</Rate>
        <Rate label="Bodywork">{formatCents(card.bodyworkHourlyRateCents)}/hr</Rate>
        <Rate label="Engine rebuild">{formatCents(card.engineRebuildRateCents)}</Rate>
      </Stack>
      <Stack gap={4}>
        <Heading>Markup Percentages</Heading>
        <Figures
          items={[
            ['Parts', `${card.partsMarkupPercentage}%`],
            ['Consumables', `${card.consumableMarkupPercentage}%`],
            ['Outside services', `${card.outsideServiceMarkupPercentage}%`],
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Heading>Multipliers</Heading>
        <Figures
          items={[
            ['Rush job', `${card.rushJobMultiplier}×`],
            ['Weekend', `${card.weekendMultiplier}×`],
            ['Holiday', `${card.holidayMultiplier}×`],
          ]}
        />
      </Stack>

      <Divider />
      <Group gap="md" wrap="wrap">
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Effective{' '}
          </Text>
          {formatDate(card.effectiveDate)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Expires{' '}
          </Text>
          {card.expirationDate ? formatDate(card.expirationDate) : 'Never'}
        </Text>
      </Group>
      <Group gap="xs" mt="auto" wrap="wrap">
        {card.isDefault ? null : (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconStar size={14} />}
            onClick={onSetDefault}
            disabled={busy}
            aria-label={`Set ${card.name} as default`}
          >
            Set as Default
          </Button>
        )}
        <GridCardDeleteButton name={card.name} onClick={onDelete} disabled={busy} />
      </Group>
    </GridCard>
  );
}
