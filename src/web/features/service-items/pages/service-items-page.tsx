import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AppError } from '@shared/lib/app-error';
import {
  serviceCategories,
  serviceCategoryLabels,
  type ServiceCategory,
} from '@shared/service-items/service-status.rules';
import { milesToDisplay } from '@shared/preferences/preferences.rules';
import { paths } from '@web/app/paths';
import { usePreferences } from '@web/features/preferences/api/get-preferences';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useServiceItems } from '../api/get-service-items';
import { distanceLabel, formatNumber } from '../components/format';
import { ServiceItemCard } from '../components/service-item-card';
import { useServiceItemActions } from '../components/use-service-item-actions';

export function ServiceItemsPage() {
  useDocumentTitle('Service Items');
  const { carId = '' } = useParams();
  const query = useServiceItems(carId);
  const [category, setCategory] = useState<ServiceCategory | null>(null);
  const [dueOnly, setDueOnly] = useState(false);
  const { confirmReset, confirmDelete } = useServiceItemActions(carId);
  const { useMetric } = usePreferences();

  if (query.isPending) return <PageLoader label="Loading service items..." />;
  if (query.isError) {
    if (query.error instanceof AppError && query.error.code === 'not_found') {
      return (
        <EmptyState
          title="Car not found"
          action={
            <Anchor component={Link} to={paths.cars}>
              Back to Cars
            </Anchor>
          }
        />
      );
    }
    return <ErrorState message="Failed to load service items" onRetry={() => void query.refetch()} />;
  }

  const { car, items } = query.data;
  const unit = distanceLabel(useMetric ? 'km' : 'miles');
  const visible = items.filter((i) => (!category || i.category === category) && (!dueOnly || i.status.isDue));
  const groups = serviceCategories
    .map((c) => ({ category: c, items: visible.filter((i) => i.category === c) }))
    .filter((g) => g.items.length > 0);

  const addButton = (
    <Button component={Link} to={paths.newServiceItem(car.id)} leftSection={<IconPlus size={16} />}>
      Add Service Item
    </Button>
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.car(car.id)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Back to {car.name}
        </Group>
      </Anchor>
      <PageHeader
        title="Service Items"
        subtitle={`${car.name} · ${formatNumber(car.hours)} h · ${formatNumber(milesToDisplay(car.miles, useMetric))} ${unit}`}
        actions={addButton}
      />
      {items.length === 0 ? (
        <EmptyState
          title="No service items yet"
          description="Track oil changes, brake pads, belts and parts with a limited life."
          action={addButton}
        />
      ) : (
        <>
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label="Category"
              placeholder="All categories"
              data={serviceCategories.map((value) => ({ value, label: serviceCategoryLabels[value] }))}
              value={category}
              onChange={(v) => setCategory(v)}
              clearable
              w={220}
            />
            <Checkbox
              label="Show only due items"
              checked={dueOnly}
              onChange={(e) => setDueOnly(e.currentTarget.checked)}
              mb={8}
            />
          </Group>
          {groups.length === 0 ? (
            <Text c="dimmed">No service items match these filters.</Text>
          ) : (
            groups.map((group) => (
              <Stack
                key={group.category}
                gap="sm"
                component="section"
                aria-label={serviceCategoryLabels[group.category]}
              >
                <Title order={2} size="h4">
                  {serviceCategoryLabels[group.category]} ({group.items.length})
                </Title>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {group.items.map((item) => (
                    <ServiceItemCard
                      key={item.id}
                      editTo={paths.editServiceItem(carId, item.id)}
                      item={item}
                      onReset={confirmReset}
                      onDelete={confirmDelete}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))
          )}
        </>
      )}
    </Stack>
  );
}
