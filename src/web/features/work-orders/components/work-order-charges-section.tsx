import { useState } from 'react';
import { Button, Collapse, Group, Stack, Tabs, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBolt, IconChevronDown, IconChevronUp, IconPlus } from '@tabler/icons-react';
import type { QuickAddTemplate } from '@shared/work-orders/quick-add.rules';
import { chargeKindLabels, chargeKinds, type ChargeKind } from '@shared/work-orders/work-orders.rules';
import { ChargeLinesTable } from './charge-lines-table';
import { multiplierLabel } from '@shared/work-orders/pricing-tier.rules';
import type { Pricing } from '../api/use-pricing';
import { QuickAddPanel } from './quick-add-panel';
import { chargeListField, templateLine, type AnyLine, type WorkOrderFormValues } from './work-order-form-values';
import { WorkOrderSection } from './work-order-section';

type WorkOrderForm = UseFormReturnType<WorkOrderFormValues>;

/** Which line of which charge list the line modal edits (index null: a new line). */
export interface EditedLine {
  kind: ChargeKind;
  index: number | null;
}

/**
 * Adding, replacing and removing the form's charge lines. The line errors the server named
 * ('serviceCharges.0.description') are cleared whenever the lines change.
 */
export function useChargeLines(form: WorkOrderForm) {
  const clearLineErrors = () => {
    const kept = Object.fromEntries(
      Object.entries(form.errors).filter(([path]) => !Object.values(chargeListField).some((f) => path.startsWith(f))),
    );
    form.setErrors(kept);
  };
  const lineErrors = (kind: ChargeKind) => (index: number) =>
    Object.entries(form.errors)
      .filter(([path]) => path.startsWith(`${chargeListField[kind]}.${index}.`))
      .flatMap(([, message]) => (typeof message === 'string' ? [message] : []));
  const saveLine = (kind: ChargeKind, index: number | null, line: AnyLine) => {
    clearLineErrors();
    const field = chargeListField[kind];
    if (index === null) form.insertListItem(field, line);
    else form.replaceListItem(field, index, line);
  };
  const removeLine = (kind: ChargeKind, index: number) => {
    clearLineErrors();
    form.removeListItem(chargeListField[kind], index);
  };
  return { lineErrors, saveLine, removeLine };
}

type ChargeLines = ReturnType<typeof useChargeLines>;

/** One charge tab: its lines (or that there are none yet) and the button adding one. */
function ChargeTabPanel({
  kind,
  form,
  lines,
  onEdit,
  multiplierLabel,
}: {
  kind: ChargeKind;
  form: WorkOrderForm;
  lines: ChargeLines;
  onEdit: (line: EditedLine) => void;
  multiplierLabel: string | null;
}) {
  const list = form.values[chargeListField[kind]];
  return (
    <Tabs.Panel value={kind} pt="md">
      <Stack gap="sm">
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {chargeKindLabels[kind].toLowerCase()} charges yet. Add a line or use Quick Add.
          </Text>
        ) : (
          <ChargeLinesTable
            kind={kind}
            lines={list}
            onEdit={(index) => onEdit({ kind, index })}
            onRemove={(index) => lines.removeLine(kind, index)}
            errorsOf={lines.lineErrors(kind)}
            multiplierLabel={multiplierLabel}
          />
        )}
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => onEdit({ kind, index: null })}
          >
            Add {chargeKindLabels[kind]} Charge
          </Button>
        </Group>
      </Stack>
    </Tabs.Panel>
  );
}

/**
 * The charges: Quick Add from the default rate card (it says what it added, and opens that tab),
 * a list-wide error, and the four charge tabs. An existing work order opens on its first tab with
 * lines.
 */
export function WorkOrderChargesSection({
  form,
  lines,
  onEdit,
  pricing,
}: {
  form: WorkOrderForm;
  lines: ChargeLines;
  onEdit: (line: EditedLine) => void;
  pricing: Pricing;
}) {
  const multiplier = multiplierLabel(form.values.pricingTier, pricing.multiplier);
  const [tab, setTab] = useState<ChargeKind>(
    () => chargeKinds.find((kind) => form.values[chargeListField[kind]].length > 0) ?? 'event',
  );
  const [quickAddOpen, setQuickAddOpen] = useState(false);
  const [lastAdded, setLastAdded] = useState('');

  const addTemplate = (template: QuickAddTemplate) => {
    const { kind, line } = templateLine(template);
    lines.saveLine(kind, null, line);
    setTab(kind);
    setLastAdded(`Added ${template.label} to ${chargeKindLabels[kind]} charges`);
  };

  const listError = Object.values(chargeListField)
    .map((field) => form.errors[field])
    .find((message) => typeof message === 'string');

  return (
    <WorkOrderSection
      title="Charges"
      actions={
        <Button
          variant={quickAddOpen ? 'light' : 'default'}
          leftSection={<IconBolt size={16} />}
          rightSection={quickAddOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          aria-expanded={quickAddOpen}
          onClick={() => setQuickAddOpen((open) => !open)}
        >
          Quick Add
        </Button>
      }
    >
      <Stack gap="md">
        <Collapse expanded={quickAddOpen} keepMounted={false}>
          <QuickAddPanel pricing={pricing} onAdd={addTemplate} />
        </Collapse>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {lastAdded}
        </Text>
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Tabs value={tab} onChange={(value) => value && setTab(value as ChargeKind)} keepMounted={false}>
          <Tabs.List>
            {chargeKinds.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {chargeKindLabels[kind]} ({form.values[chargeListField[kind]].length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {chargeKinds.map((kind) => (
            <ChargeTabPanel
              key={kind}
              kind={kind}
              form={form}
              lines={lines}
              onEdit={onEdit}
              multiplierLabel={multiplier}
            />
          ))}
        </Tabs>
      </Stack>
    </WorkOrderSection>
  );
}
