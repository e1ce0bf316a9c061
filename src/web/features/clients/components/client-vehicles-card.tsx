import { useState } from 'react';
import { Anchor, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconLink, IconPlus, IconUnlink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { carLabel } from '@shared/cars/car-label.rules';
import type { Client, ClientVehicle } from '@shared/clients/clients.contract';
import { distanceUnit, milesToDisplay } from '@shared/preferences/preferences.rules';
import { paths, withQuery } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { ArchivedBadge } from '@web/ui/removal';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { formatNumber } from '@shared/lib/number-format';
import { PageLoader } from '@web/ui/page-loader';
import { useClientVehicles } from '../api/get-client-vehicles';
import { useRemoveClientVehicle } from '../api/remove-client-vehicle';
import { AssignVehicleModal } from './assign-vehicle-modal';

function yearMakeModel(car: ClientVehicle): string {
  return [car.year ? String(car.year) : '', car.make ?? '', car.model ?? ''].filter(Boolean).join(' ') || '—';
}

/** Customer Vehicles; `canManage` (the member manages assignments) adds Assign, Add and Remove. */
export function ClientVehiclesCard({ client, canManage }: { client: Client; canManage: boolean }) {
  const vehicles = useClientVehicles(client.id);
  const remove = useRemoveClientVehicle();
  const { useMetric } = usePreferences();
  const [assignOpen, setAssignOpen] = useState(false);
  const unit = distanceUnit(useMetric);

  const askRemove = (car: ClientVehicle) =>
    confirmAction({
      title: 'Remove vehicle',
      message: `Remove ${carLabel(car)} from ${client.label}? The vehicle itself is kept; it will no longer belong to this client.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(
          { clientId: client.id, carId: car.id },
          {
            onSuccess: () => notifySuccess(`${carLabel(car)} removed from ${client.label}`),
            onError: (err) => notifyError(errorMessage(err, 'The vehicle could not be removed. Please try again.')),
          },
        ),
    });

  return (
    <Card>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          Customer Vehicles
        </Title>
        {client.archivedAt || !canManage ? null : (
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconLink size={16} />}
              onClick={() => setAssignOpen(true)}
            >
              Assign Vehicle
            </Button>
            <Button
              component={Link}
              to={withQuery(paths.newCar, { clientId: client.id })}
              size="sm"
              leftSection={<IconPlus size={16} />}
            >
              Add Vehicle
            </Button>
          </Group>
        )}
      </Group>
      {vehicles.isPending ? (
        <PageLoader label="Loading vehicles..." />
      ) : vehicles.isError ? (
        <ErrorState message="Failed to fetch cars" onRetry={() => void vehicles.refetch()} />
      ) : vehicles.data.length === 0 ? (
        <Text c="dimmed">No vehicles assigned to this client yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped verticalSpacing="sm" aria-label="Customer vehicles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vehicle</Table.Th>
                <Table.Th>Year / Make / Model</Table.Th>
                <Table.Th>Transponder</Table.Th>
                <Table.Th ta="right">Hours</Table.Th>
                <Table.Th ta="right">{unit === 'km' ? 'Kilometers' : 'Miles'}</Table.Th>
                {canManage ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vehicles.data.map((car) => (
                <Table.Tr key={car.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={paths.car(car.id)} fw={600}>
                        {carLabel(car)}
                      </Anchor>
                      {car.archivedAt ? <ArchivedBadge /> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{yearMakeModel(car)}</Table.Td>
                  <Table.Td>{car.transponderNumber ?? '—'}</Table.Td>
                  <Table.Td ta="right">{formatNumber(car.hours, { maximumFractionDigits: 1 })}</Table.Td>
                  <Table.Td ta="right">
                    {formatNumber(milesToDisplay(car.miles, useMetric), { maximumFractionDigits: 0 })}
                  </Table.Td>
                  {canManage ? (
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        leftSection={<IconUnlink size={14} />}
                        onClick={() => askRemove(car)}
                        aria-label={`Remove ${carLabel(car)}`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canManage ? (
        <AssignVehicleModal
          clientId={client.id}
          clientLabel={client.label}
          opened={assignOpen}
          onClose={() => setAssignOpen(false)}
        />
      ) : null}
    </Card>
  );
}
