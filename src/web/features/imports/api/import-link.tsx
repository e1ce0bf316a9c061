import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ImportKind } from '@shared/imports/imports.contract';
import { importActions } from '@shared/imports/imports.rules';
import { paths, withQuery } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';

/** The Import button of a list (or a car's page): opens the import flow on that kind. */
export function ImportButton({ kind, carId }: { kind: ImportKind; carId?: string }) {
  const allowed = useCan(importActions[kind]);
  if (!allowed) return null;
  return (
    <Button
      component={Link}
      to={withQuery(paths.imports, { kind, carId })}
      variant="default"
      leftSection={<IconFileImport size={16} aria-hidden />}
    >
      Import
    </Button>
  );
}

/** Settings: where a team brings its data from another tool. */
export function ImportsSettingsSection() {
  return (
    <Card component="section" aria-labelledby="imports-settings-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="imports-settings-title">
          Import your data
        </Title>
        <Text size="sm" c="dimmed">
          Bring clients with their cars, cars, drivers, tracks, or a car&apos;s service history and odometer readings
          (LubeLogger&apos;s CSV exports too) from a CSV file.
        </Text>
        <Button
          component={Link}
          to={paths.imports}
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden />}
        >
          Import from CSV
        </Button>
      </Stack>
    </Card>
  );
}
