import { Alert, Badge, List, Stack, Table, Text } from '@mantine/core';
import type { ImportPreview, ImportPreviewRow } from '@shared/imports/imports.contract';
import { formatNumber } from '@shared/lib/number-format';

/** Rows shown at most: rows with errors first, then the others in file order. */
const shownRows = 200;

const statusBadges: Record<ImportPreviewRow['status'], { label: string; color: string }> = {
  new: { label: 'New', color: 'green' },
  existing: { label: 'Already imported', color: 'gray' },
  repeated: { label: 'Repeated in file', color: 'gray' },
  invalid: { label: 'Errors', color: 'red' },
};

function rowsToShow(rows: ImportPreviewRow[]): ImportPreviewRow[] {
  const bad = rows.filter((row) => row.status === 'invalid');
  return [...bad, ...rows.filter((row) => row.status !== 'invalid')].slice(0, shownRows);
}

/** What the file would import: problems with the file, a summary, then each row with its status and errors. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const labelOf = new Map(preview.fields.map((f) => [f.key, f.label]));
  const columns = preview.mapping.filter((key): key is string => key !== null);
  const rows = rowsToShow(preview.rows);
  const { counts } = preview;
  const total = preview.rows.length;

  return (
    <Stack gap="sm" component="section" aria-label="Import preview">
      {preview.fileErrors.length > 0 ? (
        <Alert color="red" variant="light" role="alert" title="The file cannot be imported">
          <List size="sm">
            {preview.fileErrors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : counts.invalid > 0 ? (
        <Alert color="red" variant="light" role="alert">
          {formatNumber(counts.invalid)} of {formatNumber(total)} row(s) have errors. Nothing will be imported until
          they are fixed.
        </Alert>
      ) : counts.new === 0 ? (
        <Alert color="blue" variant="light" role="status">
          Every row is already there: importing this file again adds nothing.
        </Alert>
      ) : (
        <Alert color="green" variant="light" role="status">
          {formatNumber(counts.new)} row(s) ready to import
          {counts.existing + counts.repeated > 0
            ? `; ${formatNumber(counts.existing + counts.repeated)} already there will be skipped`
            : ''}
          .
        </Alert>
      )}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={Math.max(480, 160 + columns.length * 130)} type="native">
          <Table verticalSpacing="xs" aria-label="Rows of the file">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Status</Table.Th>
                {columns.map((key) => (
                  <Table.Th key={key}>{labelOf.get(key) ?? key}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const badge = statusBadges[row.status];
                return (
                  <Table.Tr key={row.line} aria-label={`Row ${row.line}`}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Badge color={badge.color} variant="light" size="sm">
                          {badge.label}
                        </Badge>
                        {row.errors.map((error) => (
                          <Text key={`${error.field ?? ''}${error.message}`} size="sm" c="red.4">
                            Row {row.line}
                            {error.field ? `, ${labelOf.get(error.field) ?? error.field}` : ''}: {error.message}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                    {columns.map((key) => (
                      <Table.Td key={key}>{row.values[key] ?? '—'}</Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {total > rows.length ? (
        <Text size="sm" c="dimmed">
          And {formatNumber(total - rows.length)} more row(s) without errors.
        </Text>
      ) : null}
    </Stack>
  );
}
