import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { statementQuerySchema } from '@shared/invoices/invoices.contract';
import { DateField } from '@web/ui/date-field';

/** GET /api/clients/:id/statement.pdf: open items (no `from`) or a period. */
export function clientStatementUrl(clientId: string, period: { from: string | null; to: string | null }): string {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  const search = query.toString();
  return `/api/clients/${clientId}/statement.pdf${search ? `?${search}` : ''}`;
}

/**
 * "Statement": a client's statement as a PDF, for the client's page and the receivables list. The
 * modal asks for an optional period; without a start date the statement lists every open item.
 */
export function ClientStatementButton({
  clientId,
  clientName,
  compact = false,
}: {
  clientId: string;
  clientName: string;
  compact?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const checked = statementQuerySchema.safeParse({ from: from ?? undefined, to: to ?? undefined });
  const fromError = checked.error?.issues.find((i) => i.path[0] === 'from')?.message;

  return (
    <>
      <Button
        variant={compact ? 'subtle' : 'default'}
        size={compact ? 'compact-sm' : 'sm'}
        leftSection={<IconFileInvoice size={compact ? 14 : 16} />}
        onClick={() => setOpened(true)}
        aria-label={compact ? `Statement for ${clientName}` : undefined}
      >
        Statement
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Statement for ${clientName}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Invoices, payments, refunds and credit notes with the running balance, the balance due and its aging. Leave
            the start date empty for all open items.
          </Text>
          <DateField label="From" value={from} onChange={setFrom} error={fromError} />
          <DateField label="To" value={to} onChange={setTo} description="Today when empty" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button
              component="a"
              href={clientStatementUrl(clientId, { from, to })}
              download
              leftSection={<IconDownload size={16} />}
              disabled={!checked.success}
              onClick={() => setOpened(false)}
            >
              Download PDF
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
