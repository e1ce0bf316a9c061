import { Alert, Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import type { ImportPreview, ImportRow } from '@shared/inventory/inventory.contract';
import { defaultRetailPriceCents } from '@shared/inventory/inventory.rules';
import { formatCents } from '@shared/lib/money';
import { importRowsToShow } from './inventory-display';

/** Rows shown at most: every row with an error comes first. */
const shownRows = 200;

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

function retailOf(row: ImportRow): string {
  if (row.retailPriceCents !== null) return formatCents(row.retailPriceCents);
  if (row.unitCostCents === null) return '—';
  return `${formatCents(defaultRetailPriceCents(row.unitCostCents))} (1.5 × cost)`;
}

/** What the file would import: problems with the file, then each row with its errors in red. */
export function InventoryImportPreview({ preview }: { preview: ImportPreview }) {
  const badCount = preview.rows.filter((r) => r.errors.length > 0).length;
  const rows = importRowsToShow(preview.rows, shownRows);

  return (
    <Stack gap="sm" aria-label="Import preview" component="section">
      {preview.fileErrors.length > 0 ? (
        <Alert color="red" variant="light" role="alert" title="The file cannot be imported">
          <List size="sm">
            {preview.fileErrors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {preview.valid ? (
        <Alert color="green" variant="light" role="status">
          {preview.rows.length} item(s) ready to import.
        </Alert>
      ) : badCount > 0 ? (
        <Alert color="red" variant="light" role="alert">
          {badCount} of {preview.rows.length} row(s) have errors. Nothing will be imported until they are fixed.
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={900} type="native">
          <Table verticalSpacing="xs" aria-label="Rows of the file">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Part number</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th ta="right">Stock</Table.Th>
                <Table.Th ta="right">Cost</Table.Th>
                <Table.Th ta="right">Retail</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.line} aria-label={`Line ${row.line}`}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{row.name || '—'}</Table.Td>
                  <Table.Td>{row.partNumber ?? '—'}</Table.Td>
                  <Table.Td>{row.category || '—'}</Table.Td>
                  <Table.Td ta="right">{row.currentStock ?? '—'}</Table.Td>
                  <Table.Td ta="right">{money(row.unitCostCents)}</Table.Td>
                  <Table.Td ta="right">{retailOf(row)}</Table.Td>
                  <Table.Td>{row.locationName || '—'}</Table.Td>
                  <Table.Td>
                    {row.errors.length === 0 ? (
                      <Badge color="green" variant="light" size="sm">
                        OK
                      </Badge>
                    ) : (
                      <Stack gap={2}>
                        {row.errors.map((message) => (
                          <Text key={message} size="sm" c="red.4">
                            {message}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {preview.rows.length > rows.length ? (
        <Group>
          <Text size="sm" c="dimmed">
            And {preview.rows.length - rows.length} more valid row(s).
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
