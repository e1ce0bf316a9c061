import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Card, Code, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { importInputSchema, maxImportRows, type ImportPreview } from '@shared/inventory/inventory.contract';
import { inventoryCategories, inventoryCategoryLabels } from '@shared/inventory/inventory.rules';
import { paths } from '@web/app/paths';
import { errorMessage, fieldErrors } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { useImportInventory } from '../api/import-inventory';
import { usePreviewInventoryImport } from '../api/preview-inventory-import';
import { InventoryImportPreview } from '../components/inventory-import-preview';
import { formatNumber } from '@shared/lib/number-format';

/** The contract's limit on the text, checked on the file before reading it. */
const maxFileBytes = 2_000_000;
const tooLarge = 'The file is too large (at most 2 MB)';

const sample = [
  'name,part number,category,stock,cost,retail,location',
  'Brake pads (front),BP-1042,wear_item,4,200.00,280.00,Main Shop',
  'Oil filter,OF-77,consumable,12,8.50,,Main Shop',
  'Fire extinguisher,,safety,2,45,,Trailer',
].join('\n');

function BackToInventory() {
  return (
    <Anchor component={Link} to={paths.inventory} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      Back to Inventory
    </Anchor>
  );
}

function ColumnsHelp() {
  return (
    <Card component="section" aria-labelledby="import-columns-title">
      <Title order={2} size="h4" mb="sm" id="import-columns-title">
        The file
      </Title>
      <Stack gap="xs">
        <Text size="sm">
          A CSV file with a header row naming these columns (in any order, upper or lower case), one item per row, at
          most {formatNumber(maxImportRows)} rows:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <strong>name</strong>: the item&apos;s name (required).
          </List.Item>
          <List.Item>
            <strong>part number</strong>: optional.
          </List.Item>
          <List.Item>
            <strong>category</strong> (required): one of{' '}
            {inventoryCategories.map((c) => `${inventoryCategoryLabels[c]} (${c})`).join(', ')}.
          </List.Item>
          <List.Item>
            <strong>stock</strong> (required): a whole number of 0 or more.
          </List.Item>
          <List.Item>
            <strong>cost</strong> and <strong>retail</strong>: optional, in dollars (e.g. 12.50); a blank cost is 0 and
            a blank retail price is 1.5 × cost.
          </List.Item>
          <List.Item>
            <strong>location</strong> (required): the name of one of your{' '}
            <Anchor component={Link} to={paths.inventoryLocations} size="sm" underline="always">
              locations
            </Anchor>
            .
          </List.Item>
        </List>
        <Text size="sm">For example:</Text>
        {/* Focusable so that a keyboard can scroll the sample sideways on a narrow screen. */}
        <Code block tabIndex={0} role="region" aria-label="Sample CSV file">
          {sample}
        </Code>
        <Text size="sm" c="dimmed">
          Nothing is saved until every row is valid: fix the rows marked in red and preview again.
        </Text>
      </Stack>
    </Card>
  );
}

/** /inventory/import: a CSV file, its preview with row errors, then all rows saved at once or none. */
export function InventoryImportPage() {
  useDocumentTitle('Import Inventory');
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const check = usePreviewInventoryImport();
  /** The file now chosen: a preview of an earlier one that answers late is dropped. */
  const latest = useRef<string | null>(null);
  const save = useImportInventory();

  const runPreview = async (text: string) => {
    setError(null);
    try {
      const checked = await check.mutateAsync({ csv: text });
      if (latest.current === text) setPreview(checked);
    } catch (err) {
      if (latest.current !== text) return;
      setPreview(null);
      setError(fieldErrors(err).csv ?? errorMessage(err, 'The file could not be checked. Please try again.'));
    }
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    latest.current = null;
    setCsv(null);
    setPreview(null);
    setError(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > maxFileBytes) {
      setFileError(tooLarge);
      return;
    }
    const text = await chosen.text();
    const parsed = importInputSchema.safeParse({ csv: text });
    if (!parsed.success) {
      setFileError(parsed.error.issues[0]?.message ?? 'Choose a CSV file');
      return;
    }
    latest.current = text;
    setCsv(text);
    await runPreview(text);
  };

  const runImport = async () => {
    if (!csv) return;
    setError(null);
    try {
      const { imported } = await save.mutateAsync({ csv });
      notifySuccess(`Imported ${imported} item(s)`);
      await navigate(paths.inventory);
    } catch (err) {
      // The rows may have changed meaning since the preview (a location renamed): show them again.
      await runPreview(csv);
      setError(errorMessage(err, 'The items could not be imported. Please try again.'));
    }
  };

  const canImport = csv !== null && preview !== null && preview.valid && !check.isPending;

  return (
    <Stack gap="md">
      <BackToInventory />
      <PageHeader title="Import Inventory" subtitle="Add many items at once from a spreadsheet saved as CSV." />
      <ColumnsHelp />
      <Card component="section" aria-labelledby="import-file-title">
        <Title order={2} size="h4" mb="sm" id="import-file-title">
          Import
        </Title>
        <Stack gap="md">
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the file' }}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => void choose(chosen)}
            error={fileError}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              variant="default"
              disabled={csv === null}
              loading={check.isPending}
              onClick={() => csv && void runPreview(csv)}
            >
              Preview
            </Button>
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={!canImport || save.isPending}
              onClick={() => void runImport()}
            >
              {save.isPending ? 'Importing...' : 'Import'}
            </Button>
          </Group>
          {preview ? <InventoryImportPreview preview={preview} /> : null}
        </Stack>
      </Card>
    </Stack>
  );
}
