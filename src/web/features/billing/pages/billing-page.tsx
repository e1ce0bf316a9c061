import { useState } from 'react';
import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconEye, IconSettings } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { permissionMessages } from '@shared/auth/permissions.rules';
import type { Invoice } from '@shared/invoices/invoices.contract';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { paths } from '@web/app/paths';
import { usePermission } from '@web/features/account/api/use-can';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PermissionGate } from '@web/ui/no-access';
import { PageHeader } from '@web/ui/page-header';
import { BillingCategories } from '../components/billing-categories';
import { BillingWorkflow } from '../components/billing-workflow';
import { InvoicePreviewModal } from '../components/invoice-preview-modal';
import { InvoicesList } from '../components/invoices-list';
import { QuickBillingPanel, useQuickBillingState } from '../components/quick-billing-panel';

type BillingTab = 'quick' | 'workflow';

/** The open tab lives in the address, so reload and Back keep it. */
function useTab(): [BillingTab, (tab: BillingTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab: BillingTab = value === 'workflow' ? 'workflow' : 'quick';
  return [tab, (next) => setParams(next === 'quick' ? {} : { tab: next }, { replace: true })];
}

/**
 * Billing System (/billing): Quick Billing Panel and Billing Workflow, on the team's real records;
 * for members who manage billing only (others are told so, and nothing is loaded).
 */
export function BillingPage() {
  useDocumentTitle('Billing System');
  return (
    <PermissionGate permission={usePermission('manage_billing')} message={permissionMessages.manage_billing}>
      <BillingScreen />
    </PermissionGate>
  );
}

function BillingScreen() {
  const [tab, setTab] = useTab();
  const [preview, setPreview] = useState<{ opened: boolean; id: string | null }>({ opened: false, id: null });
  const [created, setCreated] = useState<Invoice | null>(null);
  const quickBilling = useQuickBillingState();
  const openPreview = (id: string) => setPreview({ opened: true, id });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Billing System"
        subtitle="Bill track support, service and repairs from your rate card, and invoice approved work orders."
        actions={
          <Button component={Link} to={paths.pricing} variant="default" leftSection={<IconSettings size={16} />}>
            Pricing Management
          </Button>
        }
      />
      <Tabs value={tab} keepMounted={false} onChange={(value) => setTab(value === 'workflow' ? 'workflow' : 'quick')}>
        <Tabs.List>
          <Tabs.Tab value="quick">Quick Billing Panel</Tabs.Tab>
          <Tabs.Tab value="workflow">Billing Workflow</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="quick" pt="lg">
          <QuickBillingPanel state={quickBilling} />
        </Tabs.Panel>
        <Tabs.Panel value="workflow" pt="lg">
          <Stack gap="lg">
            {created ? (
              <Alert
                color="green"
                variant="light"
                title={`Invoice ${created.number} created`}
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setCreated(null)}
              >
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Text size="sm">
                    A draft for {created.clientName} of {formatCents(created.totalCents)}, due{' '}
                    {formatDate(created.dueDate)}.
                  </Text>
                  <Button size="xs" leftSection={<IconEye size={14} />} onClick={() => openPreview(created.id)}>
                    Preview
                  </Button>
                </Group>
              </Alert>
            ) : null}
            <BillingWorkflow onCreated={setCreated} />
            <InvoicesList onPreview={openPreview} />
            <BillingCategories />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <InvoicePreviewModal
        invoiceId={preview.id}
        opened={preview.opened}
        onClose={() => setPreview((p) => ({ ...p, opened: false }))}
      />
    </Stack>
  );
}
