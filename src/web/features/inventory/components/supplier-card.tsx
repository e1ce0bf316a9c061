import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, IconUser, IconWorld, IconPackages } from '@tabler/icons-react';
import { formatCents } from '@shared/lib/money';
import type { Supplier } from '@shared/inventory/suppliers.contract';
import { leadTimeLabel, telHref, websiteLabel } from '@shared/inventory/suppliers.rules';
import { GridCard, GridCardDeleteButton, GridCardTitle } from '@web/ui/grid-card';
import { SupplierCategoryChips } from './supplier-category-chips';
import { ViewInInventoryButton } from './view-in-inventory-button';

function Contact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text c="dimmed" component="span" lh={0} aria-hidden>
        {icon}
      </Text>
      <Text size="sm" component="span" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** One supplier card: contact links, category chips, the star rating, lead time and terms. */
export function SupplierCard({
  supplier,
  busy,
  onEdit,
  onDelete,
}: {
  supplier: Supplier;
  /** A change to this supplier is on its way. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const place = [supplier.address.city, supplier.address.state].filter(Boolean).join(', ');
  return (
    <GridCard
      name={supplier.name}
      busy={busy}
      onEdit={onEdit}
      heading={
        <Stack gap={4} style={{ minWidth: 0 }}>
          <GridCardTitle>{supplier.name}</GridCardTitle>
          {supplier.displayName && supplier.displayName !== supplier.name ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {supplier.displayName}
            </Text>
          ) : null}
          <Group gap="xs">
            <Group role="img" aria-label={`Rated ${supplier.rating} out of 5 stars`} gap={0}>
              <Rating value={supplier.rating} readOnly size="sm" />
            </Group>
            {supplier.isPreferred ? (
              <Badge color="yellow" size="sm">
                Preferred
              </Badge>
            ) : null}
            {supplier.supplierCode ? (
              <Text size="xs" c="dimmed">
                {supplier.supplierCode}
              </Text>
            ) : null}
          </Group>
        </Stack>
      }
    >
      <Stack gap={6}>
        {supplier.contactPerson ? <Contact icon={<IconUser size={16} />}>{supplier.contactPerson}</Contact> : null}
        {supplier.email ? (
          <Contact icon={<IconMail size={16} />}>
            <Anchor href={`mailto:${supplier.email}`} size="sm">
              {supplier.email}
            </Anchor>
          </Contact>
        ) : null}
        {supplier.phone ? (
          <Contact icon={<IconPhone size={16} />}>
            <Anchor href={telHref(supplier.phone)} size="sm">
              {supplier.phone}
            </Anchor>
          </Contact>
        ) : null}
        {supplier.website ? (
          <Contact icon={<IconWorld size={16} />}>
            <Anchor href={supplier.website} target="_blank" rel="noopener noreferrer" size="sm">
              {websiteLabel(supplier.website)}
            </Anchor>
          </Contact>
        ) : null}
        {place ? (
          <Text size="sm" c="dimmed">
            {place}
          </Text>
        ) : null}
      </Stack>

      <SupplierCategoryChips categories={supplier.categories} />
      {supplier.specialties.length > 0 ? (
        <Text size="sm" c="dimmed" lineClamp={2}>
          Specialties: {supplier.specialties.join(', ')}
        </Text>
      ) : null}

      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        <Figure label="Lead time">{leadTimeLabel(supplier.leadTimeDays)}</Figure>
        <Figure label="Min. order">{formatCents(supplier.minimumOrderCents)}</Figure>
        <Figure label="Terms">{supplier.paymentTerms}</Figure>
        <Figure label="Parts">{supplier.itemCount}</Figure>
      </SimpleGrid>

      <Group gap="xs" mt="auto" wrap="wrap">
        <ViewInInventoryButton
          filter={{ supplier: supplier.id }}
          icon={<IconPackages size={14} />}
          label="View Parts"
          ariaLabel={`View parts from ${supplier.name}`}
        />
        <GridCardDeleteButton name={supplier.name} onClick={onDelete} disabled={busy} />
      </Group>
    </GridCard>
  );
}
