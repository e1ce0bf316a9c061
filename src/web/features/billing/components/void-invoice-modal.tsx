import { useState } from 'react';
import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { InvoiceListItem } from '@shared/invoices/invoices.contract';
import { invoiceMessages } from '@shared/invoices/invoices.rules';
import { formatCents } from '@shared/lib/money';
import { errorMessage, fieldErrors } from '@web/lib/api-client';
import { FormActions } from '@web/ui/form-actions';
import { notifySuccess } from '@web/ui/notify';
import { useVoidInvoice } from '../api/void-invoice';

/** Void with Credit Note: the reason, then a numbered credit note cancels the invoice. */
export function VoidInvoiceModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceListItem;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Void ${invoice.number}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <VoidForm invoice={invoice} onClose={onClose} />
    </Modal>
  );
}

function VoidForm({ invoice, onClose }: { invoice: InvoiceListItem; onClose: () => void }) {
  const voidIt = useVoidInvoice();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field?: string; message?: string }>({});
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        voidIt.mutate(
          { id: invoice.id, reason },
          {
            onSuccess: (voided) => {
              notifySuccess(invoiceMessages.voided(voided.number, voided.creditNote?.number ?? ''));
              onClose();
            },
            onError: (err) => {
              const field = fieldErrors(err).reason;
              setError(field ? { field } : { message: errorMessage(err, 'The invoice could not be voided') });
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          A credit note of {formatCents(invoice.totalCents)} cancels {invoice.number} for {invoice.clientName}. The
          invoice stays on record as Void, and its work orders can be invoiced again.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError({});
          }}
          error={error.field}
        />
        {error.message ? (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        ) : null}
        <FormActions onCancel={onClose} submitLabel="Void with Credit Note" saving={voidIt.isPending} color="red" />
      </Stack>
    </form>
  );
}
