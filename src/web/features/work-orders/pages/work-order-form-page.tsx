import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AppError } from '@shared/lib/app-error';
import type { WorkOrder, WorkOrderInput } from '@shared/work-orders/work-orders.contract';
import { workOrderMessages } from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ErrorState } from '@web/ui/error-state';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useWorkOrder } from '../api/get-work-order';
import { useSaveWorkOrder } from '../api/save-work-order';
import { BackToWorkOrders, WorkOrderNotFound } from '../components/back-to-work-orders';
import { WorkOrderStatusBadge } from '../components/work-order-badges';
import { WorkOrderForm } from '../components/work-order-form';
import { workOrderFormValues } from '../components/work-order-form-values';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Builder({ current }: { current: WorkOrder | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSaveWorkOrder(current?.id ?? null);
  const preselected = params.get('clientId');
  const initialValues = workOrderFormValues(current, {
    clientId: preselected && uuidPattern.test(preselected) ? preselected : null,
  });

  const submit = async (input: WorkOrderInput, status: 'draft' | 'pending_approval') => {
    const saved = await save.mutateAsync(input);
    notifySuccess(
      status === 'draft'
        ? `Work order ${saved.number} saved as a draft`
        : `Work order ${saved.number} sent for approval`,
    );
    await navigate(paths.workOrders);
  };

  return (
    <WorkOrderForm
      initialValues={initialValues}
      current={current}
      onSubmit={submit}
      onCancel={() => void navigate(paths.workOrders)}
    />
  );
}

/** /work-orders/new (`?clientId=` preselects the client) and /work-orders/:id/edit. */
export function WorkOrderFormPage() {
  const { id } = useParams();
  const isEdit = Boolean(id);
  useDocumentTitle(isEdit ? 'Edit Work Order' : 'New Work Order');
  const workOrder = useWorkOrder(id ?? '', { enabled: isEdit });

  if (!isEdit) {
    return (
      <Stack gap="md">
        <BackToWorkOrders />
        <PageHeader
          title="New Work Order"
          subtitle="Build the job from charge lines; save it or send it for approval."
        />
        <Builder current={null} />
      </Stack>
    );
  }
  if (workOrder.isPending) return <PageLoader label="Loading work order..." />;
  if (workOrder.isError) {
    if (workOrder.error instanceof AppError && workOrder.error.code === 'not_found') return <WorkOrderNotFound />;
    return (
      <ErrorState
        title="Error loading work order"
        message={errorMessage(workOrder.error, 'The work order could not be loaded. Please try again.')}
        onRetry={() => void workOrder.refetch()}
      />
    );
  }
  const w = workOrder.data;
  return (
    <Stack gap="md">
      <BackToWorkOrders />
      <PageHeader
        title={`Edit Work Order ${w.number}`}
        subtitle={w.title}
        badge={<WorkOrderStatusBadge status={w.status} />}
      />
      {w.editable ? (
        <Builder key={w.id} current={w} />
      ) : (
        <Alert color="yellow" variant="light" role="status">
          {workOrderMessages.notEditable}.{' '}
          <Anchor component={Link} to={paths.workOrder(w.id)} fw={600}>
            View {w.number}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
