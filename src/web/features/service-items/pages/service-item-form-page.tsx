import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { serviceItemMessages } from '@shared/service-items/service-items.contract';
import { paths } from '@web/app/paths';
import { useUnits } from '@web/features/preferences/api/use-units';
import { applyServerErrors } from '@web/lib/form';
import { ErrorState } from '@web/ui/error-state';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateServiceItem } from '../api/create-service-item';
import { useServiceItem } from '../api/get-service-item';
import { useServiceItems } from '../api/get-service-items';
import { useUpdateServiceItem } from '../api/update-service-item';
import { ServiceHistory } from '../components/service-history';
import { ServiceItemForm, serviceItemFormValues, storedDistances } from '../components/service-item-form';
import { ServiceStateBadges } from '../components/service-state-badges';
import { useServiceItemActions } from '../components/use-service-item-actions';

function BackToCar({ carId, name }: { carId: string; name?: string }) {
  return (
    <Anchor component={Link} to={paths.car(carId)} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> Back to {name ?? 'the car'}
      </Group>
    </Anchor>
  );
}

export function NewServiceItemPage() {
  useDocumentTitle('Add Service Item');
  const { carId = '' } = useParams();
  const navigate = useNavigate();
  const { ready, useMetric } = useUnits();
  const list = useServiceItems(carId);
  const create = useCreateServiceItem();

  if (list.isPending || !ready) return <PageLoader label="Loading..." />;
  if (list.isError) {
    return (
      <Stack gap="md">
        <BackToCar carId={carId} />
        <ErrorState message="Car not found" onRetry={() => void list.refetch()} />
      </Stack>
    );
  }
  const car = list.data.car;

  return (
    <Stack gap="lg">
      <BackToCar carId={car.id} name={car.name} />
      <PageHeader title="Add Service Item" subtitle={car.name} />
      <ServiceItemForm
        key={String(useMetric)}
        initialValues={serviceItemFormValues(null, car, useMetric)}
        stored={storedDistances(null, car)}
        useMetric={useMetric}
        submitLabel="Add Service Item"
        onCancel={() => void navigate(paths.car(car.id))}
        onSubmit={async (input, form) => {
          try {
            await create.mutateAsync({ carId: car.id, input });
            notifySuccess('Service item added');
            await navigate(paths.car(car.id));
            return null;
          } catch (err) {
            return applyServerErrors(form, err, serviceItemMessages.saveFailed);
          }
        }}
      />
    </Stack>
  );
}

export function EditServiceItemPage() {
  useDocumentTitle('Edit Service Item');
  const { carId = '', itemId = '' } = useParams();
  const navigate = useNavigate();
  const { ready, useMetric } = useUnits();
  const query = useServiceItem(carId, itemId);
  const list = useServiceItems(carId);
  const update = useUpdateServiceItem();
  const { confirmReset, confirmDelete, resetting } = useServiceItemActions(carId, {
    onDeleted: () => void navigate(paths.car(carId)),
  });

  if (query.isPending || list.isPending || !ready) return <PageLoader label="Loading service item..." />;
  if (query.isError || list.isError) {
    return (
      <Stack gap="md">
        <BackToCar carId={carId} />
        <ErrorState
          message={serviceItemMessages.loadFailed}
          onRetry={() => {
            void query.refetch();
            void list.refetch();
          }}
        />
      </Stack>
    );
  }
  const item = query.data;
  const car = list.data.car;

  return (
    <Stack gap="lg">
      <BackToCar carId={car.id} name={car.name} />
      <PageHeader
        title="Edit Service Item"
        subtitle={`${item.name} · ${car.name}`}
        actions={
          <>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={resetting}
              onClick={() => confirmReset(item)}
            >
              Reset
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => confirmDelete(item)}
            >
              Delete
            </Button>
          </>
        }
      />
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Status:
        </Text>
        <ServiceStateBadges status={item.status} />
      </Group>
      <ServiceItemForm
        key={`${item.id}-${item.totalResets}-${String(useMetric)}`}
        initialValues={serviceItemFormValues(item, car, useMetric)}
        stored={storedDistances(item, car)}
        useMetric={useMetric}
        submitLabel="Save Changes"
        onCancel={() => void navigate(paths.car(car.id))}
        onSubmit={async (input, form) => {
          try {
            await update.mutateAsync({ carId: car.id, itemId: item.id, input });
            notifySuccess('Service item saved');
            await navigate(paths.car(car.id));
            return null;
          } catch (err) {
            return applyServerErrors(form, err, serviceItemMessages.saveFailed);
          }
        }}
      />
      <Card>
        <Title order={2} size="h4" mb="sm">
          Service History
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {item.totalResets} {item.totalResets === 1 ? 'service' : 'services'} recorded
        </Text>
        <ServiceHistory history={item.history} useMetric={useMetric} />
      </Card>
    </Stack>
  );
}
