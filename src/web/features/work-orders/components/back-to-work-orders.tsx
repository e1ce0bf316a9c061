import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { workOrderMessages } from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { EmptyState } from '@web/ui/empty-state';

export function BackToWorkOrders() {
  return (
    <Anchor component={Link} to={paths.workOrders} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to Work Orders
      </Group>
    </Anchor>
  );
}

export function WorkOrderNotFound() {
  return <EmptyState title={workOrderMessages.notFound} action={<BackToWorkOrders />} />;
}
