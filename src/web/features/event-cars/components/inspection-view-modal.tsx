import { Badge, Divider, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { carWithNumber, isShopInspection } from '@shared/event-cars/event-cars.rules';
import {
  inspectionStatusColor,
  inspectionStatusLabel,
  itemMarkLabel,
  overallConditionLabel,
} from '@shared/inspections/inspection-status.rules';
import type { ChecklistResultItem, Inspection } from '@shared/inspections/inspections.contract';
import { formatCents } from '@shared/lib/money';
import { useMode } from '@web/lib/mode-context';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { useInspections } from '../api/get-inspections';
import type { EventInspectionType } from './inspection-checklist-modal';
import { usePhoneLayout } from './use-phone-layout';

const typeTitles: Record<EventInspectionType, string> = {
  pre_event: 'Pre-Event Inspection',
  post_event: 'Post-Event Inspection',
};

const markColors: Record<string, string> = { pass: 'green', fail: 'red', na: 'gray' };

/** A completed pre- or post-event inspection, read only: checklist, issues, notes, result and (shop work) fee. */
export function InspectionViewModal({
  eventId,
  eventCar,
  type,
  onClose,
}: {
  eventId: string;
  eventCar: EventCar | null;
  type: EventInspectionType | null;
  onClose: () => void;
}) {
  const phone = usePhoneLayout();
  return (
    <Modal
      opened={eventCar !== null && type !== null}
      onClose={onClose}
      title={type ? typeTitles[type] : 'Inspection'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
    >
      {eventCar && type ? <InspectionRecord eventId={eventId} eventCar={eventCar} type={type} /> : null}
    </Modal>
  );
}

function InspectionRecord({
  eventId,
  eventCar,
  type,
}: {
  eventId: string;
  eventCar: EventCar;
  type: EventInspectionType;
}) {
  const inspections = useInspections(eventId, eventCar.id);
  const shopWork = isShopInspection(useMode().mode, eventCar);
  if (inspections.isPending) return <PageLoader label="Loading inspection..." />;
  if (inspections.isError) {
    return <ErrorState message="The inspection could not be loaded" onRetry={() => void inspections.refetch()} />;
  }
  const inspection = inspections.data.filter((i) => i.inspectionType === type).at(-1);
  if (!inspection) return <Text c="dimmed">This inspection has not been recorded.</Text>;
  return (
    <InspectionDetails
      carLabel={carWithNumber(eventCar.carName, eventCar.carNumber)}
      inspection={inspection}
      shopWork={shopWork}
    />
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function groupByCategory(items: ChecklistResultItem[]): [string, ChecklistResultItem[]][] {
  const groups = new Map<string, ChecklistResultItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()];
}

function InspectionDetails({
  carLabel,
  inspection: i,
  shopWork,
}: {
  carLabel: string;
  inspection: Inspection;
  /** The shop's work: its fee and billable time are shown. */
  shopWork: boolean;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{carLabel}</Text>
        <Badge size="lg" color={inspectionStatusColor(i.status)}>
          Result: {inspectionStatusLabel(i.status)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="Completed">{dayjs(i.createdAt).format('MM/DD/YYYY h:mm A')}</Fact>
        <Fact label="Inspector">{i.inspectorName ?? 'Unknown'}</Fact>
        <Fact label="Overall condition">{overallConditionLabel(i.overallCondition)}</Fact>
        {shopWork ? (
          <>
            <Fact label="Fee">{formatCents(i.inspectionFeeCents)}</Fact>
            <Fact label="Billable time">{i.billableMinutes} min</Fact>
          </>
        ) : null}
      </SimpleGrid>

      <Divider />
      <Title order={3} size="h5">
        Checklist
      </Title>
      {i.checklistResults.length === 0 ? <Text c="dimmed">No checklist items were recorded.</Text> : null}
      {groupByCategory(i.checklistResults).map(([category, items]) => (
        <Stack key={category} gap={6} component="section" aria-label={category}>
          <Text fw={600} size="sm">
            {category}
          </Text>
          <Stack component="ul" gap={6} p={0} m={0}>
            {items.map((item, index) => (
              <Group
                key={`${item.itemName}-${index}`}
                component="li"
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="xs"
                aria-label={`${item.itemName}: ${itemMarkLabel(item.result)}`}
                style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-dark-4)', paddingBottom: 6 }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.itemName}
                    {item.isRequired ? '' : ' (optional)'}
                  </Text>
                  {item.notes ? (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.notes}
                    </Text>
                  ) : null}
                </Stack>
                <Badge
                  variant="light"
                  color={item.result ? (markColors[item.result] ?? 'gray') : 'gray'}
                  style={{ flexShrink: 0 }}
                >
                  {itemMarkLabel(item.result)}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Stack>
      ))}

      <Divider />
      <Fact label="Issues found">
        {i.issuesFound.length === 0 ? (
          'None'
        ) : (
          <List size="sm" spacing={2}>
            {i.issuesFound.map((issue, index) => (
              <List.Item key={index}>{issue}</List.Item>
            ))}
          </List>
        )}
      </Fact>
      <Fact label="Recommendations">{i.recommendations ?? 'None'}</Fact>
      <Fact label="Inspection notes">
        <span style={{ whiteSpace: 'pre-wrap' }}>{i.notes ?? 'None'}</span>
      </Fact>
    </Stack>
  );
}
