import { useState } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconSearch, IconTruckDelivery } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Supplier } from '@shared/inventory/suppliers.contract';
import { supplierMessages } from '@shared/inventory/suppliers.rules';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { suppliersQuery, useDeleteSupplier } from '../api/suppliers';
import { SupplierCard } from '../components/supplier-card';
import { SupplierFormModal } from '../components/supplier-form-modal';

/** Suppliers (/inventory/suppliers): who the shop buys parts from. */
export function SuppliersPage() {
  useDocumentTitle('Suppliers');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [preferredOnly, setPreferredOnly] = useState(false);
  const filtered = debouncedSearch !== '' || preferredOnly;
  const suppliers = useQuery({
    ...suppliersQuery({ search: debouncedSearch, preferred: preferredOnly }),
    placeholderData: keepPreviousData,
  });
  const remove = useDeleteSupplier();
  // The supplier stays while the modal closes, so its title does not change on the way out.
  const [modal, setModal] = useState<{ opened: boolean; supplier: Supplier | null }>({
    opened: false,
    supplier: null,
  });

  const openNew = () => setModal({ opened: true, supplier: null });
  const clearFilters = () => {
    setSearch('');
    setPreferredOnly(false);
  };

  const confirmDelete = (supplier: Supplier) =>
    confirmAction({
      title: 'Delete supplier',
      message: supplierMessages.deleteConfirm(supplier.name),
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(supplier.id, {
          onSuccess: () => notifySuccess(`Supplier "${supplier.name}" deleted`),
          onError: (err) =>
            notifyError(supplierMessages.deleteFailed(errorMessage(err, supplierMessages.loadFailedFallback))),
        }),
    });

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
      Add Supplier
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Suppliers"
        subtitle="Who you buy parts from: contacts, lead times and terms."
        actions={
          <>
            <Button component={Link} to={paths.inventory} variant="default" leftSection={<IconArrowLeft size={16} />}>
              Inventory
            </Button>
            {addButton}
          </>
        }
      />
      <Group gap="md" align="center" wrap="wrap">
        <TextInput
          aria-label="Search suppliers"
          placeholder="Search name, contact, code or email"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Checkbox
          label="Preferred Only"
          checked={preferredOnly}
          onChange={(event) => setPreferredOnly(event.currentTarget.checked)}
        />
      </Group>
      {suppliers.isPending ? (
        <PageLoader label="Loading suppliers..." />
      ) : suppliers.isError ? (
        <ErrorState
          message={supplierMessages.loadFailed(errorMessage(suppliers.error, supplierMessages.loadFailedFallback))}
          onRetry={() => void suppliers.refetch()}
        />
      ) : suppliers.data.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No suppliers found"
            description="No supplier matches your search or filter."
            action={
              <Button variant="default" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<IconTruckDelivery size={26} />}
            title="No suppliers yet"
            description="Add the shops and distributors you buy parts from, with their contacts, lead times and terms."
            action={addButton}
          />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={suppliers.isPlaceholderData}>
          {suppliers.data.map((supplier) => (
            <SupplierCard
              key={supplier.id}
              supplier={supplier}
              busy={remove.isPending && remove.variables === supplier.id}
              onEdit={() => setModal({ opened: true, supplier })}
              onDelete={() => confirmDelete(supplier)}
            />
          ))}
        </SimpleGrid>
      )}
      <SupplierFormModal
        opened={modal.opened}
        supplier={modal.supplier}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </Stack>
  );
}
