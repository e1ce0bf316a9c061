import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { rateCardItems } from '@shared/work-orders/line-prices.rules';
import { workOrderInputSchema, type WorkOrder, type WorkOrderInput } from '@shared/work-orders/work-orders.contract';
import { workOrderMessages } from '@shared/work-orders/work-orders.rules';
import { useCan } from '@web/features/account/api/use-can';
import { applyServerErrors } from '@web/lib/form';
import { confirmAction } from '@web/ui/confirm';
import { FormError } from '@web/ui/form-actions';
import { usePricing, type Pricing } from '../api/use-pricing';
import { ChargeLineModal, type PriceLock } from './charge-line-modal';
import { chargeListField, toWorkOrderInput, type WorkOrderFormValues } from './work-order-form-values';
import { useChargeLines, WorkOrderChargesSection, type EditedLine } from './work-order-charges-section';
import { WorkOrderDetailsSection } from './work-order-details-section';
import { WorkOrderSection } from './work-order-section';
import { WorkOrderTotals } from './work-order-totals';

type SaveStatus = 'draft' | 'pending_approval';
type WorkOrderForm = UseFormReturnType<WorkOrderFormValues>;

const requiredHeaderFields = ['clientId', 'carId', 'title'];

/**
 * Saving the work order: the button pressed says draft or approval (Enter in a field saves a
 * draft: the first button); a refusal's message, in the spec's words, goes in the red box.
 */
function useWorkOrderSubmit(
  form: WorkOrderForm,
  onSubmit: (input: WorkOrderInput, status: SaveStatus) => Promise<unknown>,
) {
  const [saving, setSaving] = useState<SaveStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = form.onSubmit(
    async (values, event) => {
      const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
      const status: SaveStatus = submitter?.dataset.intent === 'pending_approval' ? 'pending_approval' : 'draft';
      setError(null);
      setSaving(status);
      try {
        await onSubmit(toWorkOrderInput(values, status), status);
      } catch (err) {
        const message = applyServerErrors(form, err, '');
        setError(
          status === 'pending_approval'
            ? message
              ? `${workOrderMessages.sendFailed} ${message}`
              : workOrderMessages.sendFailed
            : workOrderMessages.saveFailed(message || 'unknown error'),
        );
      } finally {
        setSaving(null);
      }
    },
    (errors) => {
      const missing = requiredHeaderFields.some((field) => field in errors);
      setError(missing ? workOrderMessages.requiredFields : 'Please correct the highlighted fields.');
    },
  );

  // The required-fields message goes once client, vehicle and title are all filled in.
  const shownError =
    error === workOrderMessages.requiredFields &&
    !requiredHeaderFields.some((field) => form.errors[field] !== undefined)
      ? null
      : error;

  return { handleSubmit, saving, error: shownError };
}

/**
 * The prices a new line may have: any, or (for a member who may not set prices) the rate card's
 * (the client's own, else the default), labour at the work order's multiplier.
 */
function useLinePricing(pricing: Pricing) {
  const canSetPrices = useCan('set_prices');
  const { card, multiplier } = pricing;
  const priceLock: PriceLock | null = canSetPrices
    ? null
    : { items: card ? rateCardItems(card, multiplier) : [], loading: pricing.isPending };
  return { priceLock, partsMarkup: card?.partsMarkupPercentage ?? null };
}

/** Cancel, Save Draft and Send for Approval; the one saving spins and all wait. */
function WorkOrderFormActions({ saving, onCancel }: { saving: SaveStatus | null; onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving !== null}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="default"
        loading={saving === 'draft'}
        disabled={saving !== null}
        data-intent="draft"
      >
        Save Draft
      </Button>
      <Button
        type="submit"
        leftSection={<IconSend size={16} />}
        loading={saving === 'pending_approval'}
        disabled={saving !== null}
        data-intent="pending_approval"
      >
        Send for Approval
      </Button>
    </Group>
  );
}

/**
 * The work order builder: header, the four charge tabs with their lines, Quick Add from the
 * client's rate card (else the default) at the work order's multiplier, and totals from the shared rules. Save Draft and Send for Approval check
 * the form with the API's schema and save the header and every line at once.
 */
export function WorkOrderForm({
  initialValues,
  current,
  onSubmit,
  onCancel,
}: {
  initialValues: WorkOrderFormValues;
  /** The stored work order being edited (its client and car stay offered even if archived since). */
  current: WorkOrder | null;
  onSubmit: (input: WorkOrderInput, status: SaveStatus) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<WorkOrderFormValues>({
    mode: 'controlled',
    initialValues,
    clearInputErrorOnChange: true,
    validate: schemaResolver(workOrderInputSchema, { sync: true }),
  });
  const { handleSubmit, saving, error } = useWorkOrderSubmit(form, onSubmit);
  const lines = useChargeLines(form);
  const pricing = usePricing(form.values.clientId, form.values.pricingTier);
  const { priceLock, partsMarkup } = useLinePricing(pricing);
  const [editing, setEditing] = useState<EditedLine | null>(null);

  const cancel = () => {
    if (!form.isDirty()) return onCancel();
    confirmAction({
      title: 'Discard changes',
      message: 'Leave without saving? The changes to this work order will be lost.',
      confirmLabel: 'Discard Changes',
      onConfirm: onCancel,
    });
  };

  return (
    <>
      <form onSubmit={handleSubmit} noValidate aria-label="Work order">
        <Stack gap="md">
          <FormError error={error} />
          <WorkOrderDetailsSection form={form} current={current} pricing={pricing} />
          <WorkOrderChargesSection form={form} lines={lines} onEdit={setEditing} pricing={pricing} />
          <WorkOrderSection title="Totals">
            <WorkOrderTotals lists={form.values} />
          </WorkOrderSection>
          <WorkOrderFormActions saving={saving} onCancel={cancel} />
        </Stack>
      </form>
      {editing ? (
        <ChargeLineModal
          kind={editing.kind}
          line={editing.index === null ? null : (form.values[chargeListField[editing.kind]][editing.index] ?? null)}
          carId={form.values.carId}
          partsMarkup={partsMarkup}
          priceLock={priceLock}
          onClose={() => setEditing(null)}
          onSave={(line) => lines.saveLine(editing.kind, editing.index, line)}
        />
      ) : null}
    </>
  );
}
