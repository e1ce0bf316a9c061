import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PublicCar, PublicEvent, PublicRace, PublicRepair } from '@shared/public-profile/public-profile.contract';
import { formatPosition } from '@shared/public-profile/public-profile.rules';
import { formatDate } from '@shared/lib/dates';
import { RepairStatusBadge } from '@web/features/repairs/api/repair-status-badge';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The latest results: a table that scrolls inside its own box on a phone. */
export function RecentRacesSection({ races }: { races: PublicRace[] }) {
  return (
    <Section id="profile-races" title="Recent Races">
      {races.length === 0 ? (
        <Text c="dimmed">No race results yet.</Text>
      ) : (
        <Card padding="xs">
          <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} role="region" aria-label="Race results">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Track</Table.Th>
                  <Table.Th>Car</Table.Th>
                  <Table.Th>Start</Table.Th>
                  <Table.Th>Finish</Table.Th>
                  <Table.Th>Participants</Table.Th>
                  <Table.Th>Best Lap</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {races.map((race, index) => (
                  <Table.Tr key={`${race.date}-${index}`}>
                    <Table.Td>{formatDate(race.date)}</Table.Td>
                    <Table.Td>{race.eventName ?? '—'}</Table.Td>
                    <Table.Td>{race.trackName}</Table.Td>
                    <Table.Td>{race.carName}</Table.Td>
                    <Table.Td>{formatPosition(race.startPosition)}</Table.Td>
                    <Table.Td fw={race.finishPosition === 1 ? 700 : undefined}>
                      {formatPosition(race.finishPosition)}
                    </Table.Td>
                    <Table.Td>{race.totalParticipants ?? '—'}</Table.Td>
                    <Table.Td ff="monospace">{race.bestLapTime ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Section>
  );
}

export function CarsSection({ cars }: { cars: PublicCar[] }) {
  return (
    <Section id="profile-cars" title="Cars">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {cars.map((car, index) => {
          const details = [car.year, car.make, car.model].filter((part) => part !== null).join(' ');
          return (
            <Card key={`${car.name}-${index}`} padding="md" component="article" aria-label={car.name}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {car.name}
                </Text>
                {car.class ? (
                  <Badge variant="light" color="gray">
                    {car.class}
                  </Badge>
                ) : null}
              </Group>
              {details ? (
                <Text size="sm" c="dimmed">
                  {details}
                </Text>
              ) : null}
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

export function EventsSection({ events }: { events: PublicEvent[] }) {
  return (
    <Section id="profile-events" title="Events">
      <Stack gap="xs">
        {events.map((event, index) => (
          <Card key={`${event.date}-${index}`} padding="sm" component="article" aria-label={event.name}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {event.name}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDate(event.date)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {event.trackName}
            </Text>
          </Card>
        ))}
      </Stack>
    </Section>
  );
}

export function RepairsSection({ repairs }: { repairs: PublicRepair[] }) {
  return (
    <Section id="profile-repairs" title="Repairs">
      <Stack gap="xs">
        {repairs.map((repair, index) => (
          <Card key={`${repair.title}-${index}`} padding="sm" component="article" aria-label={repair.title}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {repair.title}
              </Text>
              <RepairStatusBadge status={repair.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {[repair.carName, repair.date ? formatDate(repair.date) : null].filter(Boolean).join(' · ')}
            </Text>
            {repair.description ? (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {repair.description}
              </Text>
            ) : null}
          </Card>
        ))}
      </Stack>
    </Section>
  );
}
