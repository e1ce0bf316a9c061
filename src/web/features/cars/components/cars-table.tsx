import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CarListItem } from '@shared/cars/cars.contract';
import { carMessages } from '@shared/cars/cars.contract';
import { formatDate } from '@shared/lib/dates';
import { distanceUnit } from '@shared/preferences/preferences.rules';
import { paths } from '@web/app/paths';
import { CarThumbnail } from './car-thumbnail';
import { formatDistance, formatHours } from './format';
import { RentalStatusBadge } from './rental-status-badge';

function vehicleSubtitle(car: CarListItem): string {
  return [car.year ? String(car.year) : '', car.make ?? '', car.model ?? ''].filter(Boolean).join(' ');
}

export function CarsTable({ cars, useMetric }: { cars: CarListItem[]; useMetric: boolean }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>Transponder</Table.Th>
            <Table.Th>Last Event</Table.Th>
            <Table.Th>Hours/{distanceUnit(useMetric) === 'km' ? 'Km' : 'Miles'}</Table.Th>
            <Table.Th>Open ROs</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cars.map((car) => (
            <Table.Tr key={car.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <CarThumbnail url={car.thumbnailUrl} />
                  <Stack gap={2}>
                    <Anchor component={Link} to={paths.car(car.id)} fw={600}>
                      {car.name}
                    </Anchor>
                    {vehicleSubtitle(car) ? (
                      <Text size="xs" c="dimmed">
                        {vehicleSubtitle(car)}
                      </Text>
                    ) : null}
                    {car.dueServiceItems > 0 || car.alerts > 0 ? (
                      <Group gap={4}>
                        {car.dueServiceItems > 0 ? (
                          <Badge size="xs" color="yellow" variant="light">
                            {car.dueServiceItems} due
                          </Badge>
                        ) : null}
                        {car.alerts > 0 ? (
                          <Badge size="xs" color="red" variant="light">
                            {car.alerts} {car.alerts === 1 ? 'alert' : 'alerts'}
                          </Badge>
                        ) : null}
                      </Group>
                    ) : null}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{car.transponderNumber ?? '—'}</Table.Td>
              <Table.Td>
                {car.lastEvent ? (
                  <Stack gap={0}>
                    <Anchor component={Link} to={paths.event(car.lastEvent.id)} size="sm">
                      {car.lastEvent.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {formatDate(car.lastEvent.date)}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {carMessages.noRecentEvents}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatHours(car.hours)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDistance(car.miles, useMetric)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={car.openRepairs > 0 ? 'orange' : 'gray'} miw="max-content">
                  {car.openRepairs} Open
                </Badge>
              </Table.Td>
              <Table.Td>
                <RentalStatusBadge value={car.rentalStatus} />
              </Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={paths.editCar(car.id)}
                  size="xs"
                  variant="default"
                  leftSection={<IconEdit size={14} />}
                  aria-label={`Edit ${car.name}`}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
