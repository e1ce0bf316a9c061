import { useState } from 'react';
import { Anchor, Button, Card, Grid, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconChevronDown, IconClipboardPlus, IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { carLabel } from '@shared/cars/car-label.rules';
import type { Client, ClientVehicle } from '@shared/clients/clients.contract';
import { carWithNumber, registrationClientProblem } from '@shared/event-cars/event-cars.rules';
import { eventMessages } from '@shared/events/events.contract';
import { formatDate, todayIso } from '@shared/lib/dates';
import { paths, withQuery } from '@web/app/paths';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { useClientEvents } from '../api/get-client-events';
import { useClientVehicles } from '../api/get-client-vehicles';
import { RegisterForEventModal } from './register-for-event-modal';

function UpcomingEvents({ client, today }: { client: Client; today: string }) {
  const events = useClientEvents(client.id, today);
  if (events.isPending) return <PageLoader label="Loading events..." />;
  if (events.isError) return <ErrorState message={eventMessages.fetchFailed} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No upcoming events for this client.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="Upcoming events">
      {events.data.map((event) => (
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
            <Anchor component={Link} to={paths.event(event.id)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {event.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {event.type} · {event.trackName}
            </Text>
            <Text size="xs">{event.cars.map((car) => carWithNumber(car.name, car.carNumber)).join(', ')}</Text>
          </Stack>
          <Text size="sm">{formatDate(event.date)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Schedule Service: a repair for one of the client's cars (picked from a menu when there are several). */
function ScheduleService({ vehicles }: { vehicles: ClientVehicle[] }) {
  const only = vehicles.length === 1 ? vehicles[0] : undefined;
  if (only) {
    return (
      <Button
        component={Link}
        to={withQuery(paths.newRepair, { carId: only.id })}
        variant="light"
        leftSection={<IconTool size={16} />}
        fullWidth
      >
        Schedule Service
      </Button>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconTool size={16} />}
          rightSection={<IconChevronDown size={14} />}
          disabled={vehicles.length === 0}
          fullWidth
        >
          Schedule Service
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Which vehicle?</Menu.Label>
        {vehicles.map((car) => (
          <Menu.Item key={car.id} component={Link} to={withQuery(paths.newRepair, { carId: car.id })}>
            {carLabel(car)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The client profile's Events & Schedule (the next three events the client's cars are registered
 * for, and Add to Event) and its quick actions: Register for Event, Schedule Service and Create
 * Work Order (the builder with this client chosen).
 */
export function ClientSchedule({ client }: { client: Client }) {
  const [today] = useState(() => todayIso());
  const [registering, setRegistering] = useState(false);
  const vehicles = useClientVehicles(client.id);
  const cars = vehicles.data ?? [];
  const inactive = registrationClientProblem(client);
  const canRegister = !inactive && cars.length > 0;
  const registerHint = inactive
    ? inactive
    : vehicles.isSuccess && cars.length === 0
      ? 'Assign a vehicle to this client to register it for events, schedule service or create a work order.'
      : null;

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card component="section" aria-labelledby="client-events-title" h="100%">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={2} size="h4" id="client-events-title">
              Events & Schedule
            </Title>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCalendarPlus size={14} />}
              disabled={!canRegister}
              onClick={() => setRegistering(true)}
            >
              Add to Event
            </Button>
          </Group>
          <UpcomingEvents client={client} today={today} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card component="section" aria-labelledby="client-actions-title" h="100%">
          <Title order={2} size="h4" mb="sm" id="client-actions-title">
            Quick Actions
          </Title>
          <Stack gap="xs">
            <Button
              leftSection={<IconCalendarPlus size={16} />}
              disabled={!canRegister}
              onClick={() => setRegistering(true)}
              fullWidth
            >
              Register for Event
            </Button>
            <ScheduleService vehicles={cars} />
            {client.archivedAt ? null : cars.length > 0 ? (
              <Button
                component={Link}
                to={withQuery(paths.newWorkOrder, { clientId: client.id })}
                variant="light"
                leftSection={<IconClipboardPlus size={16} />}
                fullWidth
              >
                Create Work Order
              </Button>
            ) : (
              <Button variant="light" leftSection={<IconClipboardPlus size={16} />} disabled fullWidth>
                Create Work Order
              </Button>
            )}
            {registerHint ? (
              <Text size="sm" c="dimmed">
                {registerHint}
              </Text>
            ) : null}
          </Stack>
        </Card>
      </Grid.Col>
      <RegisterForEventModal
        client={client}
        vehicles={cars}
        opened={registering}
        onClose={() => setRegistering(false)}
      />
    </Grid>
  );
}
