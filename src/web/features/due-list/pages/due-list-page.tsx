import { Button, Card, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconChecks } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { DueEntry, DueListQuery } from '@shared/due-list/due-list.contract';
import { dueKindLabels, dueKinds, type DueKind } from '@shared/due-list/due-list.rules';
import { todayIso } from '@shared/lib/dates';
import { serviceItemMessages } from '@shared/service-items/service-items.contract';
import { useCarPicker } from '@web/features/cars/api/use-car-picker';
import { useResetServiceItem, type ResetServiceItemTarget } from '@web/features/service-items/api/reset-service-item';
import { errorMessage } from '@web/lib/api-client';
import { useMode } from '@web/lib/mode-context';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDueList } from '../api/get-due-list';
import { dueListKeys } from '../api/keys';
import { DueEntryCard } from '../components/due-entry-card';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isDueKind(value: string | null): value is DueKind {
  return value !== null && (dueKinds as readonly string[]).includes(value);
}

/** What's due across the team's cars and components, most urgent first, filtered by car and kind. */
export function DueListPage() {
  useDocumentTitle("What's Due");
  const { mode } = useMode();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const reset = useResetServiceItem();
  const carParam = params.get('carId');
  const carId = carParam && uuidPattern.test(carParam) ? carParam : null;
  const kindParam = params.get('kind');
  const kind = isDueKind(kindParam) ? kindParam : null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const carPicker = useCarPicker({
    value: carId,
    anyCarLabel: 'All cars',
    onChange: (value) => update({ carId: value }),
  });

  const query: DueListQuery = {
    today: todayIso(),
    mode,
    ...(carId ? { carId } : {}),
    ...(kind ? { kind } : {}),
  };
  const due = useDueList(query);
  const listsInvoices = due.data?.listsInvoices ?? false;
  const kindOptions = [
    { value: 'all', label: 'All kinds' },
    ...dueKinds
      .filter((k) => k !== 'invoice' || listsInvoices)
      .map((k) => ({ value: k, label: due.data ? `${dueKindLabels[k]} (${due.data.counts[k]})` : dueKindLabels[k] })),
  ];

  const confirmReset = (entry: DueEntry) => {
    const itemId = entry.record.id;
    let target: ResetServiceItemTarget;
    if (entry.component) target = { componentId: entry.component.id, itemId };
    else if (entry.carId) target = { carId: entry.carId, itemId };
    else return;
    confirmAction({
      title: 'Reset service hours',
      message: serviceItemMessages.resetConfirm,
      confirmLabel: 'Reset',
      danger: false,
      onConfirm: () => {
        reset
          .mutateAsync(target)
          .then(async () => {
            notifySuccess(`${entry.title} reset`);
            await queryClient.invalidateQueries({ queryKey: dueListKeys.all });
          })
          .catch((err: unknown) => notifyError(errorMessage(err, 'The service item could not be reset')));
      },
    });
  };

  let body;
  if (due.isPending) {
    body = <PageLoader label="Loading what's due..." />;
  } else if (due.isError) {
    body = <ErrorState message="What's due could not be loaded" onRetry={() => void due.refetch()} />;
  } else if (due.data.items.length === 0) {
    const filtered = Boolean(carId) || Boolean(kind);
    body = (
      <EmptyState
        icon={<IconChecks size={26} />}
        title="Nothing is due"
        description={
          filtered
            ? 'Nothing matches these filters.'
            : 'No service item, safety date, inspection, repair or invoice needs attention.'
        }
        action={
          filtered ? (
            <Button variant="default" onClick={() => update({ carId: null, kind: null })}>
              Show everything
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <Stack gap="sm" component="section" aria-label="Due items">
        {due.data.items.map((entry) => (
          <DueEntryCard
            key={entry.key}
            entry={entry}
            onReset={confirmReset}
            resetting={reset.isPending && reset.variables.itemId === entry.record.id}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title="What's Due"
        subtitle="Service items, safety dates, inspections, repairs and invoices that need attention, most urgent first."
      />
      <Card p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label="Car" allowDeselect={false} {...carPicker} />
          <Select
            label="Kind"
            data={kindOptions}
            value={kind ?? 'all'}
            allowDeselect={false}
            onChange={(value) => update({ kind: value === 'all' ? null : value })}
          />
        </SimpleGrid>
      </Card>
      {body}
    </Stack>
  );
}
