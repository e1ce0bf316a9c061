import { Anchor, Button, Card, Center, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/dashboard/dashboard.contract';
import { distanceUnit, milesToDisplay } from '@shared/preferences/preferences.rules';
import { paths } from '@web/app/paths';
import { Panel, PanelEmpty } from './panel';
import { formatNumber } from '@shared/lib/number-format';

function CarCard({ car, useMetric }: { car: Dashboard['cars'][number]; useMetric: boolean }) {
  return (
    <Card padding="sm" component={Link} to={paths.car(car.id)}>
      <Card.Section>
        {car.thumbnailUrl ? (
          <Image src={car.thumbnailUrl} alt={car.name} h={120} fit="cover" />
        ) : (
          <Center h={120} bg="dark.6">
            <Text c="dimmed" size="sm">
              No image
            </Text>
          </Center>
        )}
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={600} truncate>
          {car.name}
        </Text>
        <Text size="sm" c="dimmed">
          {car.hours.toFixed(1)} hrs · {formatNumber(Math.round(milesToDisplay(car.miles, useMetric)))}{' '}
          {distanceUnit(useMetric)}
        </Text>
        {car.description ? (
          <Text size="sm" lineClamp={2}>
            {car.description}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function VehiclesPanel({
  cars,
  title,
  useMetric,
}: {
  cars: Dashboard['cars'];
  title: string;
  useMetric: boolean;
}) {
  return (
    <Panel
      title={title}
      actions={
        cars.length > 0 ? (
          <Anchor component={Link} to={paths.cars} size="sm">
            View all
          </Anchor>
        ) : null
      }
    >
      {cars.length === 0 ? (
        <PanelEmpty
          text="No vehicles yet"
          action={
            <Button component={Link} to={paths.newCar} size="xs">
              Add Vehicle
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {cars.map((car) => (
            <CarCard key={car.id} car={car} useMetric={useMetric} />
          ))}
        </SimpleGrid>
      )}
    </Panel>
  );
}
