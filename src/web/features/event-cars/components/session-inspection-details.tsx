import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { SessionInspection } from '@shared/event-sessions/event-sessions.contract';
import { sessionValueLabel } from '@shared/event-sessions/event-sessions.rules';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { useSessionInspections } from '../api/get-session-inspections';
import { formatNumber } from '@shared/lib/number-format';

const wheels = [
  ['lf', 'LF'],
  ['rf', 'RF'],
  ['lr', 'LR'],
  ['rr', 'RR'],
] as const;

const preChecks = [
  ['sdCardChecked', 'SD card checked'],
  ['dataSystemsChecked', 'Data systems checked'],
  ['waterTempPass', 'Water temp pass'],
  ['oilTempPass', 'Oil temp pass'],
  ['fireSystemPinChecked', 'Fire system pin checked'],
  ['carCleaned', 'Car cleaned'],
  ['generalInspectionPass', 'General inspection pass'],
] as const;

const show = (value: number | null, unit = '') =>
  value === null ? '–' : `${formatNumber(value, { maximumFractionDigits: 1 })}${unit}`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function recordedBy(i: SessionInspection): string {
  return `${dayjs(i.createdAt).format('MM/DD/YYYY h:mm A')}${i.inspectorName ? ` by ${i.inspectorName}` : ''}`;
}

function PreSession({ inspection: i }: { inspection: SessionInspection }) {
  return (
    <Stack gap="xs" component="section" aria-label="Pre-session inspection">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Title order={4} size="h6">
          Pre-session
        </Title>
        <Text size="xs" c="dimmed">
          {recordedBy(i)}
        </Text>
      </Group>
      <Group gap={6} wrap="wrap" aria-label="Checks">
        {preChecks.map(([key, label]) => (
          <Badge
            key={key}
            size="sm"
            variant="light"
            color={i[key] ? 'green' : 'red'}
            leftSection={i[key] ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
            tt="none"
          >
            {label}
          </Badge>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Fact label="Session type" value={i.sessionType ? sessionValueLabel(i.sessionType) : '–'} />
        <Fact label="Expected time" value={show(i.expectedSessionMinutes, ' min')} />
        <Fact label="Wheel torque" value={i.wheelTorqueSpec ?? '–'} />
        <Fact label="Fuel" value={show(i.fuelAmount, ' gal')} />
        <Fact label="Brake pads" value={i.brakePadsCondition ? sessionValueLabel(i.brakePadsCondition) : '–'} />
        <Fact label="Brake rotors" value={i.brakeRotorsCondition ? sessionValueLabel(i.brakeRotorsCondition) : '–'} />
        {wheels.map(([key, label]) => (
          <Fact key={key} label={`${label} pressure`} value={show(i.tirePressures?.[key] ?? null, ' psi')} />
        ))}
      </SimpleGrid>
      {i.notes ? <Fact label="Notes" value={i.notes} /> : null}
    </Stack>
  );
}

function PostSession({ inspection: i }: { inspection: SessionInspection }) {
  return (
    <Stack gap="xs" component="section" aria-label="Post-session inspection">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Title order={4} size="h6">
          Post-session
        </Title>
        <Text size="xs" c="dimmed">
          {recordedBy(i)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Fact label="Best lap" value={i.bestLaptime ?? '–'} />
        <Fact label="Running position" value={i.runningPosition === null ? '–' : `P${i.runningPosition}`} />
        <Fact label="Weight with driver" value={show(i.weightWithDriver, ' lbs')} />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={300} type="native">
        <Table withTableBorder fz="sm" verticalSpacing={4} aria-label="Tires after the session">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tire</Table.Th>
              <Table.Th ta="right">psi</Table.Th>
              <Table.Th ta="right">Out °F</Table.Th>
              <Table.Th ta="right">Mid °F</Table.Th>
              <Table.Th ta="right">In °F</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {wheels.map(([key, label]) => {
              const t = i.tireTemperatures?.[key];
              return (
                <Table.Tr key={key}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td ta="right">{show(i.tirePressures?.[key] ?? null)}</Table.Td>
                  <Table.Td ta="right">{show(t?.outside ?? null)}</Table.Td>
                  <Table.Td ta="right">{show(t?.center ?? null)}</Table.Td>
                  <Table.Td ta="right">{show(t?.inside ?? null)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {i.notes ? <Fact label="Notes" value={i.notes} /> : null}
    </Stack>
  );
}

/** What the pre- and post-session inspections of one session recorded. */
export function SessionInspectionDetails({ eventId, sessionId }: { eventId: string; sessionId: string }) {
  const inspections = useSessionInspections(eventId, sessionId);
  if (inspections.isPending) return <PageLoader label="Loading inspection details..." />;
  if (inspections.isError) {
    return (
      <ErrorState message="The inspection details could not be loaded" onRetry={() => void inspections.refetch()} />
    );
  }
  const pre = inspections.data.find((i) => i.inspectionType === 'pre_session');
  const post = inspections.data.find((i) => i.inspectionType === 'post_session');
  if (!pre && !post) return <Text c="dimmed">No inspection recorded for this session yet.</Text>;
  return (
    <Stack gap="md">
      {pre ? <PreSession inspection={pre} /> : null}
      {post ? <PostSession inspection={post} /> : null}
    </Stack>
  );
}
