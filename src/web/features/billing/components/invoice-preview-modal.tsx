import { Badge, Box, Button, Divider, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import type { Invoice, InvoicePayment, InvoiceWorkOrder } from '@shared/invoices/invoices.contract';
import { paymentKindLabels, paymentMethodLabels } from '@shared/invoices/payments.rules';
import { invoiceStatusColors, invoiceStatusLabels, invoiceTaxLabel } from '@shared/invoices/invoices.rules';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { can } from '@shared/auth/permissions.rules';
import { useMe } from '@web/features/account/api/get-me';
import { DocumentSendingCard } from '../api/document-sending-card';
import { invoicePdfUrl, useInvoice } from '../api/get-invoice';

interface PreviewLine {
  id: string;
  description: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/** A work order's lines in the builder's order: event, service, parts (at their price), damage. */
function linesOf(workOrder: Omit<InvoiceWorkOrder, 'id' | 'carId'>): PreviewLine[] {
  return [
    ...workOrder.eventCharges.map((c) => ({ ...c, unitCents: c.unitRateCents })),
    ...workOrder.serviceCharges.map((c) => ({ ...c, unitCents: c.unitRateCents })),
    ...workOrder.partsCharges.map((c) => ({
      ...c,
      description: c.description || c.partName,
      unitCents: c.unitPriceCents,
    })),
    ...workOrder.damageCharges.map((c) => ({ ...c, unitCents: c.unitRateCents })),
  ];
}

function Dates({ invoice }: { invoice: Invoice }) {
  const rows: [string, string][] = [
    ['Issue date', formatDate(invoice.issueDate)],
    ['Due date', formatDate(invoice.dueDate)],
  ];
  if (invoice.paidDate) rows.push(['Paid', formatDate(invoice.paidDate)]);
  return (
    <Stack gap={2}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" justify="flex-end">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </Group>
      ))}
    </Stack>
  );
}

function PaymentsTable({ payments }: { payments: InvoicePayment[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Payments
      </Title>
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Payments, scrollable">
        <Table miw={420} verticalSpacing={4} fz="sm" aria-label="Payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{formatDate(p.paidOn)}</Table.Td>
                <Table.Td>{paymentKindLabels[p.kind]}</Table.Td>
                <Table.Td>{paymentMethodLabels[p.method]}</Table.Td>
                <Table.Td>{[p.reference, p.reason].filter(Boolean).join(' · ')}</Table.Td>
                <Table.Td ta="right">{formatCents(p.kind === 'refund' ? -p.amountCents : p.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

/** One work order's lines and total, as an invoice or an estimate shows them. */
export function WorkOrderLines({ workOrder }: { workOrder: Omit<InvoiceWorkOrder, 'id' | 'carId'> }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5">
          {workOrder.number} · {workOrder.title}
        </Title>
        <Text size="sm" c="dimmed">
          {workOrder.carName}
        </Text>
      </Group>
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linesOf(workOrder).map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatCents(line.unitCents)}</Table.Td>
              <Table.Td ta="right">{formatCents(line.totalCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" gap="xs">
        <Text size="sm" c="dimmed">
          Work order total
        </Text>
        <Text size="sm" fw={600}>
          {formatCents(workOrder.totalCents)}
        </Text>
      </Group>
    </Stack>
  );
}

export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {invoice.shopName}
          </Text>
          <Group gap="xs">
            <Title order={2} size="h3">
              {invoice.number}
            </Title>
            <Badge color={invoiceStatusColors[invoice.status]} variant="light">
              {invoiceStatusLabels[invoice.status]}
            </Badge>
          </Group>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Bill to{' '}
            </Text>
            {invoice.billTo.name}
          </Text>
          {invoice.billTo.addressLines.map((line) => (
            <Text key={line} size="xs" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        <Dates invoice={invoice} />
      </Group>
      {invoice.creditNote ? (
        <Text size="sm" c="red.3" role="note">
          Voided by credit note {invoice.creditNote.number} on {formatDate(invoice.creditNote.issueDate)}:{' '}
          {invoice.creditNote.reason}
        </Text>
      ) : null}
      {invoice.workOrders.map((workOrder) => (
        <WorkOrderLines key={workOrder.id} workOrder={workOrder} />
      ))}
      <Divider />
      <Stack gap={4} ml="auto" miw={220}>
        <Group justify="space-between">
          <Text size="sm">Subtotal</Text>
          <Text size="sm">{formatCents(invoice.subtotalCents)}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{invoiceTaxLabel(invoice.taxRatePercent)}</Text>
          <Text size="sm">{formatCents(invoice.taxCents)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="preview-total">
            {formatCents(invoice.totalCents)}
          </Text>
        </Group>
        {invoice.payments.length > 0 ? (
          <>
            <Group justify="space-between">
              <Text size="sm">Paid</Text>
              <Text size="sm">{formatCents(invoice.paidCents)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>Balance due</Text>
              <Text fw={700} data-testid="preview-balance">
                {formatCents(invoice.balanceCents)}
              </Text>
            </Group>
          </>
        ) : null}
      </Stack>
      {invoice.payments.length > 0 ? <PaymentsTable payments={invoice.payments} /> : null}
      {invoice.notes ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {invoice.notes}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Preview: the invoice as saved, with its work orders and their lines, and the PDF to download. */
export function InvoicePreviewModal({
  invoiceId,
  opened,
  onClose,
}: {
  /** Kept while the modal closes, so its content stays until it is gone. */
  invoiceId: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const invoice = useInvoice(invoiceId);
  const me = useMe();
  return (
    <Modal
      opened={opened && invoiceId !== null}
      onClose={onClose}
      title="Invoice Preview"
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {invoice.isPending ? (
        <PageLoader label="Loading invoice..." />
      ) : invoice.isError ? (
        <ErrorState
          message={errorMessage(invoice.error, 'The invoice could not be loaded')}
          onRetry={() => void invoice.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <InvoiceDocument invoice={invoice.data} />
          <DocumentSendingCard
            document={{ kind: 'invoice', id: invoice.data.id }}
            number={invoice.data.number}
            shopName={invoice.data.shop.name}
            clientEmail={invoice.data.billTo.email}
            canSend={can(me.data, 'send_documents')}
            sendable={invoice.data.status !== 'void'}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              component="a"
              href={invoicePdfUrl(invoice.data.id)}
              download={`${invoice.data.number}.pdf`}
              leftSection={<IconDownload size={16} />}
            >
              Download PDF
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
