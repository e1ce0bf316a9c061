import { useState } from 'react';
import { Alert, Modal, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceListItem } from '@shared/invoices/invoices.contract';
import {
  paymentMessages,
  paymentMethodLabels,
  paymentMethods,
  type PaymentMethod,
} from '@shared/invoices/payments.rules';
import { todayIso } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { errorMessage, fieldErrors } from '@web/lib/api-client';
import { DateField } from '@web/ui/date-field';
import { CentsInput } from '@web/ui/dollar-input';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { useRecordPayment } from '../api/record-payment';

const methodOptions = paymentMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] }));

interface Values {
  kind: 'deposit' | 'payment';
  amountCents: number | null;
  paidOn: string | null;
  method: PaymentMethod;
  reference: string;
  reason: string;
}

/**
 * Record Payment (a deposit or a payment, the balance offered) or Refund (what was paid offered,
 * with its reason) on one invoice. The server refuses more than the balance, or than was paid.
 */
export function RecordPaymentModal({
  invoice,
  refund,
  opened,
  onClose,
}: {
  invoice: InvoiceListItem;
  refund: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={refund ? `Refund on ${invoice.number}` : `Record payment on ${invoice.number}`}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted while open only: each opening starts from the invoice as it is then. */}
      <PaymentForm invoice={invoice} refund={refund} onClose={onClose} />
    </Modal>
  );
}

function PaymentForm({ invoice, refund, onClose }: { invoice: InvoiceListItem; refund: boolean; onClose: () => void }) {
  const record = useRecordPayment();
  const initial = (): Values => ({
    kind: invoice.status === 'draft' && invoice.paidCents === 0 ? 'deposit' : 'payment',
    amountCents: refund ? invoice.paidCents : invoice.balanceCents,
    paidOn: todayIso(),
    method: 'card',
    reference: '',
    reason: '',
  });
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const submit = () => {
    setError(null);
    const common = {
      amountCents: values.amountCents ?? 0,
      paidOn: values.paidOn ?? '',
      method: values.method,
      reference: values.reference,
    };
    const onError = (err: unknown) => {
      setErrors(fieldErrors(err));
      setError(errorMessage(err, 'The payment could not be recorded'));
    };
    const onSuccess = () => {
      notifySuccess(
        refund ? paymentMessages.refunded(common.amountCents) : paymentMessages.recorded(common.amountCents),
      );
      onClose();
    };
    if (refund) {
      record.mutate(
        { invoiceId: invoice.id, refund: true, body: { ...common, reason: values.reason } },
        { onSuccess, onError },
      );
    } else {
      record.mutate(
        { invoiceId: invoice.id, refund: false, body: { ...common, kind: values.kind } },
        { onSuccess, onError },
      );
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {invoice.clientName} · Total {formatCents(invoice.totalCents)} · Paid {formatCents(invoice.paidCents)} ·
          Balance {formatCents(invoice.balanceCents)}
        </Text>
        {refund ? null : (
          <SegmentedControl
            aria-label="Kind of payment"
            data={[
              { value: 'deposit', label: 'Deposit' },
              { value: 'payment', label: 'Payment' },
            ]}
            value={values.kind}
            onChange={(v) => set('kind', v === 'deposit' ? 'deposit' : 'payment')}
          />
        )}
        <CentsInput
          fixedDecimalScale
          label="Amount"
          required
          value={values.amountCents}
          onChange={(cents) => set('amountCents', cents)}
          error={errors.amountCents}
        />
        <DateField
          label={refund ? 'Refunded on' : 'Paid on'}
          required
          value={values.paidOn}
          onChange={(iso) => set('paidOn', iso)}
          error={errors.paidOn}
        />
        <Select
          label="Method"
          data={methodOptions}
          value={values.method}
          allowDeselect={false}
          onChange={(v) =>
            set('method', (paymentMethods as readonly string[]).includes(v ?? '') ? (v as PaymentMethod) : 'other')
          }
          error={errors.method}
        />
        <TextInput
          label="Reference"
          description="Check number, card slip or transfer reference"
          value={values.reference}
          onChange={(e) => set('reference', e.currentTarget.value)}
          error={errors.reference}
        />
        {refund ? (
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            value={values.reason}
            onChange={(e) => set('reason', e.currentTarget.value)}
            error={errors.reason}
          />
        ) : null}
        {error && Object.keys(errors).length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <FormActions
          onCancel={onClose}
          submitLabel={refund ? 'Record Refund' : 'Record Payment'}
          saving={record.isPending}
        />
      </Stack>
    </form>
  );
}
