import { Badge } from '@mantine/core';
import {
  workOrderPriorityColors,
  workOrderPriorityLabels,
  workOrderStatusColors,
  workOrderStatusLabels,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@shared/work-orders/work-orders.rules';

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  return (
    <Badge color={workOrderStatusColors[status]} variant="light">
      {workOrderStatusLabels[status]}
    </Badge>
  );
}

export function WorkOrderPriorityBadge({ priority }: { priority: WorkOrderPriority }) {
  return (
    <Badge color={workOrderPriorityColors[priority]} variant="outline">
      {workOrderPriorityLabels[priority]} priority
    </Badge>
  );
}
