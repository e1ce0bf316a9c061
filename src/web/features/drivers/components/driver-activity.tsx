import { useState } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { carLabel } from '@shared/cars/car-label.rules';
import { carWithNumber } from '@shared/event-cars/event-cars.rules';
import { eventMessages } from '@shared/events/events.contract';
import { formatDate, todayIso } from '@shared/lib/dates';
import { paths } from '@web/app/paths';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { useDriverCars } from '../api/get-driver-cars';
import { useDriverEvents } from '../api/get-driver-events';

function yearMakeModel(car: { year: number | null; make: string | null; model: string | null }): string {
  return [car.year ? String(car.year) : '', car.make ?? '', car.model ?? ''].filter(Boolean).join(' ');
}

/** The cars that have this driver as their default driver. */
export function DriverCarsCard({ driverId, driverName }: { driverId: string; driverName: string }) {
  const cars = useDriverCars(driverId);
  return (
    <Card component="section" aria-labelledby="driver-cars-title">
      <Title order={2} size="h4" mb="sm" id="driver-cars-title">
        Cars
      </Title>
      {cars.isPending ? (
        <PageLoader label="Loading cars..." />
      ) : cars.isError ? (
        <ErrorState message="Failed to fetch cars" onRetry={() => void cars.refetch()} />
      ) : cars.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No car has {driverName} as its default driver.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={`Cars of ${driverName}`}>
          {cars.data.map((car) => (
            <Group
              component="li"
              key={car.id}
              justify="space-between"
              gap="xs"
              wrap="wrap"
              style={{ listStyle: 'none' }}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={paths.car(car.id)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {carLabel(car)}
                </Anchor>
                {yearMakeModel(car) && yearMakeModel(car) !== carLabel(car) ? (
                  <Text size="xs" c="dimmed">
                    {yearMakeModel(car)}
                  </Text>
                ) : null}
              </Stack>
              <Badge variant="light" color="gray">
                Default driver
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The events the driver is registered to drive or drove a session at, newest first. */
export function DriverEventsCard({ driverId, driverName }: { driverId: string; driverName: string }) {
  const events = useDriverEvents(driverId);
  const [today] = useState(() => todayIso());
  return (
    <Card component="section" aria-labelledby="driver-events-title">
      <Title order={2} size="h4" mb="sm" id="driver-events-title">
        Events
      </Title>
      {events.isPending ? (
        <PageLoader label="Loading events..." />
      ) : events.isError ? (
        <ErrorState message={eventMessages.fetchFailed} onRetry={() => void events.refetch()} />
      ) : events.data.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {driverName} has not been registered to drive at an event yet.
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} aria-label={`Events of ${driverName}`}>
            {events.data.events.map((event) => (
              <Group
                component="li"
                key={event.id}
                justify="space-between"
                align="flex-start"
                gap="xs"
                wrap="wrap"
                aria-label={event.title}
                style={{ listStyle: 'none' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={paths.event(event.id)}
                    fw={600}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {event.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {event.type} · {event.trackName}
                  </Text>
                  <Text size="xs">{event.cars.map((car) => carWithNumber(car.name, car.carNumber)).join(', ')}</Text>
                </Stack>
                <Group gap={6} wrap="nowrap">
                  {event.date >= today ? (
                    <Badge variant="light" color="blue">
                      Upcoming
                    </Badge>
                  ) : null}
                  <Text size="sm">{formatDate(event.date)}</Text>
                </Group>
              </Group>
            ))}
          </Stack>
          {events.data.total > events.data.events.length ? (
            <Text size="xs" c="dimmed">
              Showing the {events.data.events.length} most recent of {events.data.total} events.
            </Text>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
