import { Badge } from '@mantine/core';
import {
  damageSeverityColors,
  damageSeverityLabel,
  damageStatusColors,
  damageStatusLabel,
  type DamageSeverity,
  type DamageStatus,
} from '@shared/damage-reports/damage-reports.rules';

/* A damage report's badges: its severity and its status, also shown by the repairs it is linked to. */

export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <Badge color={damageSeverityColors[severity as DamageSeverity] ?? 'gray'} variant="filled">
      {damageSeverityLabel(severity)}
    </Badge>
  );
}

export function DamageStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={damageStatusColors[status as DamageStatus] ?? 'gray'} variant="light">
      {damageStatusLabel(status)}
    </Badge>
  );
}
