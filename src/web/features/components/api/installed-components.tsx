import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { componentKindLabels } from '@shared/components/components.contract';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { formatHours } from '../components/format';
import { useCarComponents } from './get-component';

/** On a car's page: the components installed on it now, each linking to its own page. */
export function InstalledComponents({ carId }: { carId: string }) {
  const installed = useCarComponents(carId);
  if (installed.isPending) return <PageLoader label="Loading components..." />;
  if (installed.isError) {
    return (
      <ErrorState
        message={errorMessage(installed.error, 'Failed to load components')}
        onRetry={() => void installed.refetch()}
      />
    );
  }
  if (installed.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No components installed.{' '}
        <Anchor component={Link} to={paths.components} size="sm">
          Track an engine, a gearbox …
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420} type="native" tabIndex={0} role="region" aria-label="Installed components">
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Component</Table.Th>
              <Table.Th>Installed</Table.Th>
              <Table.Th ta="right">Hours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {installed.data.map((i) => (
              <Table.Tr key={i.id} data-testid="installed-component">
                <Table.Td>
                  <Group gap={6} wrap="wrap">
                    <Anchor component={Link} to={paths.component(i.componentId)} size="sm">
                      {i.componentName}
                    </Anchor>
                    <Badge variant="light" size="sm">
                      {componentKindLabels[i.componentKind]}
                    </Badge>
                  </Group>
                  {i.serialNumber ? (
                    <Text size="xs" c="dimmed">
                      S/N {i.serialNumber}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayjs(i.installedAt).format('MM/DD/YYYY')}</Table.Td>
                <Table.Td ta="right" data-testid="installed-component-hours">
                  {formatHours(i.componentHours)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
