import { useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  carImportKinds,
  importKindLabels,
  importKinds,
  maxImportBytes,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '@shared/imports/imports.contract';
import { importActions } from '@shared/imports/imports.rules';
import { formatNumber } from '@shared/lib/number-format';
import { paths } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';
import { useCarOptions } from '@web/features/cars/api/get-car-options';
import { errorMessage, fieldErrors } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PageHeader } from '@web/ui/page-header';
import { useImportRecords, usePreviewImport } from '../api/import-records';
import { ImportPreviewTable } from '../components/import-preview-table';

const isKind = (value: string | null): value is ImportKind =>
  value !== null && (importKinds as readonly string[]).includes(value);

/** Where the imported records are seen. */
function resultLink(kind: ImportKind, carId: string | null): { to: string; label: string } {
  if (carId && carImportKinds.includes(kind)) return { to: paths.car(carId), label: "Open the car's page" };
  if (kind === 'clients') return { to: paths.clients, label: 'Open Clients' };
  if (kind === 'cars') return { to: paths.cars, label: 'Open Cars' };
  if (kind === 'drivers') return { to: paths.drivers, label: 'Open Drivers' };
  return { to: paths.tracks, label: 'Open Tracks' };
}

/** Every column of the file with the field it is imported as (Mantine Selects). */
function MappingEditor({ preview, onChange }: { preview: ImportPreview; onChange: (mapping: ImportMapping) => void }) {
  const options = [
    { value: '', label: "Don't import" },
    ...preview.fields.map((f) => ({ value: f.key, label: f.required ? `${f.label} (required)` : f.label })),
  ];
  return (
    <Card component="section" aria-labelledby="import-mapping-title">
      <Title order={2} size="h4" mb="xs" id="import-mapping-title">
        Columns
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {preview.headers.map((header, index) => (
          <Select
            key={`${index}-${header}`}
            label={`Column "${header || `#${index + 1}`}"`}
            data={options}
            value={preview.mapping[index] ?? ''}
            allowDeselect={false}
            onChange={(value) =>
              onChange(preview.mapping.map((key, i) => (i === index ? (value ? value : null) : key)))
            }
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}

/**
 * /import: choose what to import (and the car for a history), upload or paste a CSV file, map its
 * columns, preview every row, then import all new rows at once or none.
 */
export function ImportsPage() {
  useDocumentTitle('Import');
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: ImportKind = isKind(kindParam) ? kindParam : 'clients';
  const carId = params.get('carId');
  const forCar = carImportKinds.includes(kind);
  const allowed = useCan(importActions[kind]);
  const cars = useCarOptions({ ids: carId ? [carId] : [] }, { enabled: forCar });
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const check = usePreviewImport();
  const save = useImportRecords();
  /** The text now checked: a preview of an earlier one that answers late is dropped. */
  const latest = useRef('');

  const reset = () => {
    setPreview(null);
    setResult(null);
    setError(null);
  };

  const choose = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
    reset();
  };

  const runPreview = async (text: string, mapping?: ImportMapping) => {
    setError(null);
    setResult(null);
    latest.current = text;
    try {
      const checked = await check.mutateAsync({ kind, csv: text, mapping, carId: carId ?? undefined });
      if (latest.current === text) setPreview(checked);
    } catch (err) {
      if (latest.current !== text) return;
      setPreview(null);
      const fields = fieldErrors(err);
      setError(fields.carId ?? fields.csv ?? errorMessage(err, 'The file could not be checked. Please try again.'));
    }
  };

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    reset();
    if (!chosen) return;
    if (chosen.size > maxImportBytes) {
      setError('The file is larger than 4 MB; split it into smaller files');
      return;
    }
    const text = await chosen.text();
    setCsv(text);
    await runPreview(text);
  };

  const runImport = async () => {
    if (!preview) return;
    setError(null);
    try {
      setResult(await save.mutateAsync({ kind, csv, mapping: preview.mapping, carId: carId ?? undefined }));
      setPreview(null);
    } catch (err) {
      await runPreview(csv, preview.mapping);
      setError(errorMessage(err, 'The file could not be imported. Please try again.'));
    }
  };

  const canPreview = csv.trim() !== '' && (!forCar || carId !== null);
  const canImport = preview !== null && preview.valid && preview.counts.new > 0 && !check.isPending;
  const link = resultLink(kind, carId);

  return (
    <Stack gap="md">
      <PageHeader title="Import" subtitle="Bring records from a spreadsheet or another tool, saved as CSV." />
      <Card component="section" aria-labelledby="import-what-title">
        <Title order={2} size="h4" mb="sm" id="import-what-title">
          What to import
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Kind of records"
            data={importKinds.map((k) => ({ value: k, label: importKindLabels[k] }))}
            value={kind}
            allowDeselect={false}
            onChange={(value) => choose({ kind: value })}
          />
          {forCar ? (
            <Select
              label="Car"
              placeholder={cars.isPending ? 'Loading cars...' : 'Choose a car'}
              data={(cars.data ?? []).map((car) => ({ value: car.id, label: car.name }))}
              value={carId}
              searchable
              onChange={(value) => choose({ carId: value })}
              error={cars.isError ? 'Cars could not be loaded' : undefined}
            />
          ) : null}
        </SimpleGrid>
        {!allowed ? (
          <Alert color="yellow" variant="light" mt="sm">
            Your role cannot import {importKindLabels[kind].toLowerCase()}.
          </Alert>
        ) : null}
      </Card>
      <Card component="section" aria-labelledby="import-file-title">
        <Title order={2} size="h4" mb="sm" id="import-file-title">
          The file
        </Title>
        <Stack gap="sm">
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the file' }}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
          />
          <Textarea
            label="Or paste the CSV text"
            autosize
            minRows={3}
            maxRows={10}
            value={csv}
            onChange={(event) => {
              setCsv(event.currentTarget.value);
              reset();
            }}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!canPreview || !allowed}
              loading={check.isPending}
              onClick={() => void runPreview(csv, preview?.mapping)}
            >
              Preview
            </Button>
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={!canImport || save.isPending || !allowed}
              onClick={() => void runImport()}
            >
              {save.isPending ? 'Importing...' : 'Import'}
            </Button>
          </Group>
        </Stack>
      </Card>
      {result ? (
        <Alert color="green" variant="light" role="status" title="Import finished">
          <Stack gap={4}>
            <span>
              Imported {formatNumber(result.imported)} row(s)
              {result.skipped > 0 ? `; ${formatNumber(result.skipped)} already there were skipped` : ''}.
            </span>
            <Anchor component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      {preview && preview.headers.length > 0 ? (
        <MappingEditor preview={preview} onChange={(mapping) => void runPreview(csv, mapping)} />
      ) : null}
      {preview ? <ImportPreviewTable preview={preview} /> : null}
    </Stack>
  );
}
