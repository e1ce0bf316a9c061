import { ActionIcon, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { damageSeverityLabel } from '@shared/damage-reports/damage-reports.rules';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { isLabourLine } from '@shared/work-orders/line-prices.rules';
import type {
  DamageChargeInput,
  EventChargeInput,
  PartsChargeInput,
  ServiceChargeInput,
} from '@shared/work-orders/work-orders.contract';
import {
  chargeKindLabels,
  chargeTypeLabel,
  markupPercentage,
  partCategoryLabel,
  type ChargeKind,
  formatQuantity,
} from '@shared/work-orders/work-orders.rules';
import { lineTotalOf, unitRateOf, type AnyLine } from './work-order-form-values';

/** A part's markup as the shared rule computes it, or a dash when the cost is 0. */
export function markupLabel(unitCostCents: number, unitPriceCents: number): string {
  const markup = markupPercentage(unitCostCents, unitPriceCents);
  return markup === null ? '—' : `${markup}%`;
}

/** The line's name: a part's name, else its description. */
export function lineName(kind: ChargeKind, line: AnyLine): string {
  return kind === 'parts' ? (line as PartsChargeInput).partName : (line.description ?? '');
}

/** The smaller facts of a line, shown under its name. */
function lineDetails(kind: ChargeKind, line: AnyLine): string {
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso) : null);
  let parts: (string | null | undefined)[];
  if (kind === 'event') {
    const l = line as EventChargeInput;
    parts = [date(l.eventDate), l.sessionCount ? `${String(l.sessionCount)} sessions` : null];
  } else if (kind === 'service') {
    const l = line as ServiceChargeInput;
    parts = [l.serviceType, date(l.serviceDate)];
  } else if (kind === 'parts') {
    const l = line as PartsChargeInput;
    parts = [
      l.description,
      l.partNumber ? `#${l.partNumber}` : null,
      l.category ? partCategoryLabel(l.category) : null,
      l.supplier,
    ];
  } else {
    const l = line as DamageChargeInput;
    parts = [
      l.damageType,
      l.severity ? damageSeverityLabel(l.severity) : null,
      date(l.assessmentDate),
      l.estimatedRepairMinutes ? `${String(l.estimatedRepairMinutes)} min` : null,
    ];
  }
  return [line.chargeType ? chargeTypeLabel(line.chargeType) : null, ...parts]
    .filter((p): p is string => Boolean(p))
    .join(' · ');
}

/**
 * One charge tab's lines: quantity, unit rate (a part's cost, price and markup) and line total
 * from the shared rule; a labour line of a rush, weekend or holiday work order shows its
 * multiplier. With `onEdit`/`onRemove` each line has its buttons; `errorsOf` names what
 * the server refused on a line.
 */
export function ChargeLinesTable({
  kind,
  lines,
  onEdit,
  onRemove,
  errorsOf,
  multiplierLabel,
}: {
  kind: ChargeKind;
  lines: readonly AnyLine[];
  onEdit?: (index: number) => void;
  onRemove?: (index: number) => void;
  errorsOf?: (index: number) => string[];
  /** A rush, weekend or holiday work order's "× 1.5 rush", shown on its labour lines. */
  multiplierLabel?: string | null;
}) {
  const parts = kind === 'parts';
  const editable = Boolean(onEdit || onRemove);
  return (
    <Table.ScrollContainer
      minWidth={parts ? 720 : 560}
      type="native"
      // Without buttons in it, the box that scrolls sideways takes the keyboard focus itself.
      {...(editable
        ? {}
        : { tabIndex: 0, role: 'region', 'aria-label': `${chargeKindLabels[kind]} charges, scrollable` })}
    >
      <Table verticalSpacing="xs" striped aria-label={`${chargeKindLabels[kind]} charges`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{parts ? 'Part' : 'Description'}</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            {parts ? (
              <>
                <Table.Th ta="right">Unit cost</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Markup</Table.Th>
              </>
            ) : (
              <Table.Th ta="right">Unit rate</Table.Th>
            )}
            <Table.Th ta="right">Total</Table.Th>
            {editable ? <Table.Th>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const name = lineName(kind, line);
            const details = lineDetails(kind, line);
            const errors = errorsOf?.(index) ?? [];
            return (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    {details ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {details}
                      </Text>
                    ) : null}
                    {multiplierLabel && isLabourLine({ kind, chargeType: line.chargeType }) ? (
                      <Badge size="sm" variant="light" color="orange" w="fit-content" data-testid="line-multiplier">
                        {multiplierLabel}
                      </Badge>
                    ) : null}
                    {errors.map((error) => (
                      <Text key={error} size="xs" c="red" role="alert">
                        {error}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">{formatQuantity(line.quantity)}</Table.Td>
                {parts ? (
                  <>
                    <Table.Td ta="right" ff="monospace">
                      {formatCents((line as PartsChargeInput).unitCostCents)}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatCents((line as PartsChargeInput).unitPriceCents)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {markupLabel((line as PartsChargeInput).unitCostCents, (line as PartsChargeInput).unitPriceCents)}
                    </Table.Td>
                  </>
                ) : (
                  <Table.Td ta="right" ff="monospace">
                    {formatCents(unitRateOf(kind, line))}
                  </Table.Td>
                )}
                <Table.Td ta="right" ff="monospace" fw={600}>
                  {formatCents(lineTotalOf(kind, line))}
                </Table.Td>
                {editable ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {onEdit ? (
                        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => onEdit(index)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                      ) : null}
                      {onRemove ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${name}`}
                          onClick={() => onRemove(index)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
