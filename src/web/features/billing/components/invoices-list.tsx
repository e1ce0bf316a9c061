import { useState } from 'react';
import { Badge, Box, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  IconCash,
  IconCheck,
  IconDownload,
  IconEye,
  IconReceiptOff,
  IconReceiptRefund,
  IconSend,
} from '@tabler/icons-react';
import type { InvoiceListItem } from '@shared/invoices/invoices.contract';
import { invoiceStatusLabels, invoiceStatuses, type InvoiceStatus } from '@shared/invoices/invoices.rules';
import { formatDate, todayIso } from '@shared/lib/dates';
import { invoiceDisplayStatus, overdueLabel } from '@shared/invoices/receivables.rules';
import { formatCents } from '@shared/lib/money';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { ListFooter } from '@web/ui/list-footer';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { invoicePdfUrl } from '../api/get-invoice';
import { useInvoices } from '../api/get-invoices';
import { usePayInvoice } from '../api/pay-invoice';
import { useSendInvoice } from '../api/send-invoice';
import { RecordPaymentModal } from './record-payment-modal';
import { VoidInvoiceModal } from './void-invoice-modal';

const pageSize = 10;
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...invoiceStatuses.map((s) => ({ value: s, label: invoiceStatusLabels[s] })),
];

function InvoiceActions({ invoice, onPreview }: { invoice: InvoiceListItem; onPreview: () => void }) {
  const send = useSendInvoice();
  const pay = usePayInvoice();
  const busy = send.isPending || pay.isPending;
  const [entry, setEntry] = useState<{ opened: boolean; refund: boolean }>({ opened: false, refund: false });
  const [voiding, setVoiding] = useState(false);

  const markSent = () =>
    send.mutate(invoice.id, {
      onSuccess: () => notifySuccess(`Invoice ${invoice.number} marked sent`),
      onError: (err) => notifyError(errorMessage(err, 'The invoice could not be marked sent')),
    });

  const markPaid = () =>
    confirmAction({
      title: `Mark ${invoice.number} paid`,
      message: `Record a payment of ${formatCents(invoice.balanceCents)} from ${invoice.clientName}, the whole balance? The invoice and its work orders become paid.`,
      confirmLabel: 'Mark Paid',
      danger: false,
      onConfirm: () =>
        pay.mutate(invoice.id, {
          onSuccess: () => notifySuccess(`Invoice ${invoice.number} marked paid`),
          onError: (err) => notifyError(errorMessage(err, 'The invoice could not be marked paid')),
        }),
    });

  return (
    <Group gap={6} wrap="wrap">
      <Button size="compact-sm" variant="light" leftSection={<IconEye size={14} />} onClick={onPreview}>
        Preview
      </Button>
      {invoice.status === 'draft' ? (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconSend size={14} />}
          onClick={markSent}
          loading={send.isPending}
          disabled={busy}
        >
          Mark Sent
        </Button>
      ) : null}
      {invoice.balanceCents > 0 && invoice.status !== 'void' ? (
        <>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCash size={14} />}
            onClick={() => setEntry({ opened: true, refund: false })}
            disabled={busy}
          >
            Record Payment
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCheck size={14} />}
            onClick={markPaid}
            loading={pay.isPending}
            disabled={busy}
          >
            Mark Paid
          </Button>
        </>
      ) : null}
      {invoice.paidCents > 0 ? (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconReceiptRefund size={14} />}
          onClick={() => setEntry({ opened: true, refund: true })}
          disabled={busy}
        >
          Refund
        </Button>
      ) : null}
      <Button
        size="compact-sm"
        variant="subtle"
        component="a"
        href={invoicePdfUrl(invoice.id)}
        download={`${invoice.number}.pdf`}
        leftSection={<IconDownload size={14} />}
      >
        Download PDF
      </Button>
      {invoice.status !== 'void' && invoice.paidCents === 0 ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconReceiptOff size={14} />}
          onClick={() => setVoiding(true)}
          disabled={busy}
        >
          Void
        </Button>
      ) : null}
      <VoidInvoiceModal invoice={invoice} opened={voiding} onClose={() => setVoiding(false)} />
      <RecordPaymentModal
        invoice={invoice}
        refund={entry.refund}
        opened={entry.opened}
        onClose={() => setEntry((e) => ({ ...e, opened: false }))}
      />
    </Group>
  );
}

/** The invoice's status, or Overdue with its days when it is sent, owed and past due. */
function InvoiceStatusBadge({ invoice }: { invoice: InvoiceListItem }) {
  const shown = invoiceDisplayStatus(invoice, todayIso());
  return (
    <Badge color={shown.color} variant="light">
      {shown.daysOverdue > 0 ? `${shown.label} · ${overdueLabel(shown.daysOverdue)}` : shown.label}
    </Badge>
  );
}

/** The team's invoices, newest first: preview, mark sent, mark paid, download the PDF. */
export function InvoicesList({ onPreview }: { onPreview: (id: string) => void }) {
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const invoices = useInvoices({ status: status === 'all' ? undefined : status, page, pageSize });

  return (
    <Card withBorder component="section" aria-labelledby="invoices-title">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
        <Title order={2} size="h4" id="invoices-title">
          Invoices
        </Title>
        <Select
          label="Status"
          data={statusOptions}
          value={status}
          allowDeselect={false}
          onChange={(value) => {
            setStatus((invoiceStatuses as readonly string[]).includes(value ?? '') ? (value as InvoiceStatus) : 'all');
            setPage(1);
          }}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {invoices.isPending ? (
        <PageLoader label="Loading invoices..." />
      ) : invoices.isError ? (
        <ErrorState
          message={errorMessage(invoices.error, 'The invoices could not be loaded')}
          onRetry={() => void invoices.refetch()}
        />
      ) : invoices.data.total === 0 ? (
        status === 'all' ? (
          <EmptyState
            title="No invoices yet"
            description="Select approved work orders of a client and create a consolidated invoice."
          />
        ) : (
          <EmptyState title={`No ${invoiceStatusLabels[status].toLowerCase()} invoices`} />
        )
      ) : (
        <Box style={{ opacity: invoices.isPlaceholderData ? 0.6 : 1 }} aria-busy={invoices.isFetching}>
          <Stack gap="xs" component="ul" aria-label="Invoices" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {invoices.data.items.map((invoice) => (
              <Card key={invoice.id} withBorder padding="sm" component="li">
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={700}>{invoice.number}</Text>
                      <InvoiceStatusBadge invoice={invoice} />
                    </Group>
                    <Text size="sm">
                      {invoice.clientName} ·{' '}
                      {invoice.workOrderCount === 1 ? '1 work order' : `${invoice.workOrderCount} work orders`}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Issued {formatDate(invoice.issueDate)} · Due {formatDate(invoice.dueDate)}
                      {invoice.paidDate ? ` · Paid ${formatDate(invoice.paidDate)}` : ''}
                    </Text>
                  </Stack>
                  <Stack gap={0} align="flex-end">
                    <Text fw={700} size="lg">
                      {formatCents(invoice.totalCents)}
                    </Text>
                    {invoice.paidCents > 0 && invoice.balanceCents > 0 ? (
                      <Text size="xs" c="dimmed">
                        Paid {formatCents(invoice.paidCents)}
                      </Text>
                    ) : null}
                    {invoice.balanceCents > 0 && invoice.status !== 'void' ? (
                      <Text size="sm" fw={600} data-testid="invoice-balance">
                        Balance {formatCents(invoice.balanceCents)}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                <Box mt="xs">
                  <InvoiceActions invoice={invoice} onPreview={() => onPreview(invoice.id)} />
                </Box>
              </Card>
            ))}
          </Stack>
          <Box mt="sm">
            <ListFooter
              summary={`Showing ${invoices.data.items.length} of ${invoices.data.total} invoices`}
              total={invoices.data.total}
              page={page}
              pageSize={pageSize}
              onPageChange={setPage}
            />
          </Box>
        </Box>
      )}
    </Card>
  );
}
