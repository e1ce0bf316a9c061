import { Badge } from '@mantine/core';
import { repairStatusColor } from '@shared/repairs/repairs.rules';

export function RepairStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={repairStatusColor(status)} variant="light">
      {status}
    </Badge>
  );
}
