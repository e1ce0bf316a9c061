import { useState } from 'react';
import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import {
  serviceItemMessages,
  type ServiceItemDetail,
  type ServiceItemInput,
  type ServiceItem,
  type ServiceItemList,
} from '@shared/service-items/service-items.contract';
import { carKeys } from '@web/features/cars/api/keys';
import { useUnits } from '@web/features/preferences/api/use-units';
import { api, errorMessage } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import { confirmAction } from '@web/ui/confirm';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { PageLoader } from '@web/ui/page-loader';
import { ServiceItemCard } from '../components/service-item-card';
import { ServiceItemForm, serviceItemFormValues, storedDistances } from '../components/service-item-form';

/**
 * Under the cars' keys: a component's hours follow its car's sessions, so whatever refreshes the
 * cars refreshes its items' states too.
 */
const componentItemsKey = (componentId: string) => [...carKeys.all, 'component-service-items', componentId] as const;
const base = (componentId: string) => `/api/components/${componentId}/service-items`;

/**
 * A tracked component's service items, on its page: the same cards, states and rules as a car's,
 * counted against the component's own hours and distance; add, reset and delete.
 */
export function ComponentServiceItems({ componentId, archived }: { componentId: string; archived: boolean }) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ServiceItem | null>(null);
  const { ready, useMetric } = useUnits();
  const list = useQuery({
    queryKey: componentItemsKey(componentId),
    queryFn: ({ signal }) => api.get<ServiceItemList>(base(componentId), undefined, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: carKeys.all });
  const create = useMutation({
    mutationFn: (input: ServiceItemInput) => api.post<ServiceItemDetail>(base(componentId), input),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: ServiceItemInput }) =>
      api.put<ServiceItemDetail>(`${base(componentId)}/${itemId}`, input),
    onSuccess: refresh,
  });
  const reset = useMutation({
    mutationFn: (itemId: string) => api.post<ServiceItemDetail>(`${base(componentId)}/${itemId}/reset`),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (itemId: string) => api.delete(`${base(componentId)}/${itemId}`),
    onSuccess: refresh,
  });

  if (list.isPending || !ready) return <PageLoader label="Loading service items..." />;
  if (list.isError) {
    return (
      <ErrorState
        message={errorMessage(list.error, serviceItemMessages.loadFailed)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const owner = list.data.car;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Counted against the component’s own hours and distance, wherever it is installed.
        </Text>
        {archived ? null : (
          <OnlineOnlyButton
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setAdding(true)}
          >
            Add Service Item
          </OnlineOnlyButton>
        )}
      </Group>
      {list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No service items yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {list.data.items.map((item) => (
            <ServiceItemCard
              key={item.id}
              item={item}
              onEdit={archived ? undefined : setEditing}
              onReset={(i) =>
                confirmAction({
                  title: 'Reset service hours',
                  message: serviceItemMessages.resetConfirm,
                  confirmLabel: 'Reset',
                  danger: false,
                  onConfirm: () => {
                    reset
                      .mutateAsync(i.id)
                      .then(() => notifySuccess(`${i.name} reset`))
                      .catch((err: unknown) => notifyError(errorMessage(err, 'The service item could not be reset')));
                  },
                })
              }
              onDelete={(i) =>
                confirmAction({
                  title: 'Delete service item',
                  message: serviceItemMessages.deleteConfirm,
                  confirmLabel: 'Delete',
                  onConfirm: () => {
                    remove
                      .mutateAsync(i.id)
                      .then(() => notifySuccess(`${i.name} deleted`))
                      .catch((err: unknown) => notifyError(errorMessage(err, 'The service item could not be deleted')));
                  },
                })
              }
            />
          ))}
        </SimpleGrid>
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add Service Item" size="lg" centered>
        {adding ? (
          <ServiceItemForm
            key={String(useMetric)}
            initialValues={serviceItemFormValues(null, owner, useMetric)}
            stored={storedDistances(null, owner)}
            useMetric={useMetric}
            submitLabel="Add Service Item"
            onCancel={() => setAdding(false)}
            onSubmit={async (input, form) => {
              try {
                await create.mutateAsync(input);
                notifySuccess('Service item added');
                setAdding(false);
                return null;
              } catch (err) {
                return applyServerErrors(form, err, serviceItemMessages.saveFailed);
              }
            }}
          />
        ) : null}
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit Service Item" size="lg" centered>
        {editing ? (
          <ServiceItemForm
            key={`${editing.id}-${String(useMetric)}`}
            initialValues={serviceItemFormValues(editing, owner, useMetric)}
            stored={storedDistances(editing, owner)}
            useMetric={useMetric}
            submitLabel="Save Changes"
            onCancel={() => setEditing(null)}
            onSubmit={async (input, form) => {
              try {
                await update.mutateAsync({ itemId: editing.id, input });
                notifySuccess('Service item saved');
                setEditing(null);
                return null;
              } catch (err) {
                return applyServerErrors(form, err, serviceItemMessages.saveFailed);
              }
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
