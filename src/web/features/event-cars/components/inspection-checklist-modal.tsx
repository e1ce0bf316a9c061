import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChecks, IconPlus, IconTrash } from '@tabler/icons-react';
import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { carWithNumber, isShopInspection } from '@shared/event-cars/event-cars.rules';
import type { ResolvedChecklist } from '@shared/inspection-templates/inspection-templates.contract';
import { defaultChecklist } from '@shared/inspections/default-checklist';
import {
  inspectionStatus,
  inspectionStatusColor,
  inspectionStatusLabel,
  markUnansweredAsPass,
  overallConditionLabel,
} from '@shared/inspections/inspection-status.rules';
import {
  defaultBillableMinutes,
  defaultOverallCondition,
  overallConditions,
  type ChecklistItem,
  type ItemMark,
  type OverallCondition,
} from '@shared/inspections/inspections.contract';
import { centsToDollars, dollarsToCents } from '@shared/lib/money';
import { errorMessage } from '@web/lib/api-client';
import { useMode } from '@web/lib/mode-context';
import { notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import type { EventInspectionType } from '../offline/track-writes';
import { savedOnDevice, useSendTrackWrite } from '../offline/use-track-writes';
import { useInspectionChecklist } from '../api/get-inspection-checklist';
import { usePhoneLayout } from './use-phone-layout';
import { DollarInput } from '@web/ui/dollar-input';
import { FormActions, FormError } from '@web/ui/form-actions';

export type { EventInspectionType };

const typeTitles: Record<EventInspectionType, string> = {
  pre_event: 'Pre-Event Inspection',
  post_event: 'Post-Event Inspection',
};

/** The inspection checklist, opened by Pre-Inspect or Post-Inspect on a registration. */
export function InspectionChecklistModal({
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
  const opened = eventCar !== null && type !== null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={type ? typeTitles[type] : 'Inspection'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      fullScreen={phone}
    >
      {eventCar && type ? <ChecklistLoader eventId={eventId} eventCar={eventCar} type={type} onDone={onClose} /> : null}
    </Modal>
  );
}

function ChecklistLoader({
  eventId,
  eventCar,
  type,
  onDone,
}: {
  eventId: string;
  eventCar: EventCar;
  type: EventInspectionType;
  onDone: () => void;
}) {
  const checklist = useInspectionChecklist(type, true);
  if (checklist.isPending) return <PageLoader label="Loading checklist..." />;
  // Spec: if templates cannot load, the built-in checklist is used.
  const resolved: ResolvedChecklist = checklist.isError
    ? { template: null, items: [...defaultChecklist] }
    : checklist.data;
  return (
    <ChecklistForm
      eventId={eventId}
      eventCar={eventCar}
      type={type}
      checklist={resolved}
      templatesFailed={checklist.isError}
      onDone={onDone}
    />
  );
}

function groupByCategory(items: ChecklistItem[]): [string, ChecklistItem[]][] {
  const groups = new Map<string, ChecklistItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()];
}

/** Which car, from which checklist, and the result the marks so far give. */
function ChecklistHeader({
  eventCar,
  checklist,
  status,
}: {
  eventCar: EventCar;
  checklist: ResolvedChecklist;
  status: ReturnType<typeof inspectionStatus>;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Stack gap={0}>
        <Text fw={600}>{carWithNumber(eventCar.carName, eventCar.carNumber)}</Text>
        <Text size="sm" c="dimmed">
          {checklist.template ? `Template: ${checklist.template.name}` : 'Built-in checklist'}
        </Text>
      </Stack>
      <Badge size="lg" color={inspectionStatusColor(status)} aria-live="polite">
        Result: {inspectionStatusLabel(status)}
      </Badge>
    </Group>
  );
}

/** One checklist item: Pass, Fail or N/A (larger on a phone), and its notes or reading. */
function ChecklistItemRow({
  item,
  mark,
  note,
  onMark,
  onNote,
}: {
  item: ChecklistItem;
  mark: ItemMark | null;
  note: string;
  onMark: (mark: ItemMark) => void;
  onNote: (note: string) => void;
}) {
  const phone = usePhoneLayout();
  const markSize = phone ? 'md' : 'sm';
  return (
    <Stack gap={4} pb={6} style={{ borderBottom: '1px solid var(--mantine-color-dark-4)' }}>
      <Radio.Group
        label={item.itemName}
        withAsterisk={item.isRequired}
        description={item.isRequired ? undefined : 'Optional'}
        value={mark}
        onChange={(value) => onMark(value)}
      >
        <Group gap={phone ? 'xl' : 'md'} mt={4}>
          <Radio size={markSize} value="pass" label="Pass" color="green" />
          <Radio size={markSize} value="fail" label="Fail" color="red" />
          <Radio size={markSize} value="na" label="N/A" color="gray" />
        </Group>
      </Radio.Group>
      <TextInput
        size={phone ? 'sm' : 'xs'}
        aria-label={`${item.itemName} notes`}
        placeholder={item.inputType === 'pass_fail' ? 'Notes' : `Reading (${item.inputType})`}
        value={note}
        onChange={(e) => onNote(e.currentTarget.value)}
      />
    </Stack>
  );
}

/** The issues found, one line each, added and removed freely. */
function IssuesList({
  issues,
  onChange,
}: {
  issues: string[];
  onChange: (update: (list: string[]) => string[]) => void;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Issues found</Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange((list) => [...list, ''])}
        >
          Add Issue
        </Button>
      </Group>
      {issues.length === 0 ? (
        <Text size="sm" c="dimmed">
          No issues listed.
        </Text>
      ) : null}
      {issues.map((issue, index) => (
        <Group key={index} gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={`Issue ${index + 1}`}
            placeholder="Describe the issue"
            value={issue}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange((list) => list.map((v, i) => (i === index ? value : v)));
            }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove issue ${index + 1}`}
            onClick={() => onChange((list) => list.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

/** Marks every unanswered item Pass: full width on a phone. */
function MarkAllAsPassButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const phone = usePhoneLayout();
  return (
    <Button
      variant="light"
      color="green"
      leftSection={<IconChecks size={16} />}
      fullWidth={phone}
      size={phone ? 'md' : 'sm'}
      style={{ alignSelf: phone ? undefined : 'flex-start' }}
      disabled={disabled}
      onClick={onClick}
    >
      Mark all as pass
    </Button>
  );
}

/** The overall condition, and for the shop's work the inspection fee and billable time. */
function ConditionAndBillingFields({
  shopWork,
  condition,
  onCondition,
  fee,
  onFee,
  minutes,
  onMinutes,
}: {
  shopWork: boolean;
  condition: OverallCondition;
  onCondition: (condition: OverallCondition) => void;
  fee: number | string;
  onFee: (fee: number | string) => void;
  minutes: number | string;
  onMinutes: (minutes: number | string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: shopWork ? 3 : 1 }}>
      <Select
        label="Overall condition"
        data={overallConditions.map((c) => ({ value: c, label: overallConditionLabel(c) }))}
        allowDeselect={false}
        value={condition}
        onChange={(v) => onCondition(v ?? defaultOverallCondition)}
      />
      {shopWork ? (
        <>
          <DollarInput label="Inspection fee" value={fee} onChange={onFee} />
          <NumberInput
            label="Billable time (minutes)"
            min={0}
            allowDecimal={false}
            value={minutes}
            onChange={onMinutes}
          />
        </>
      ) : null}
    </SimpleGrid>
  );
}

/** How many failed items become work items, once any do. */
function FailedItemsNote({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Text size="sm" c="yellow">
      {count === 1 ? '1 failed item creates a work item.' : `${count} failed items create work items.`}
    </Text>
  );
}

function ChecklistForm({
  eventId,
  eventCar,
  type,
  checklist,
  templatesFailed,
  onDone,
}: {
  eventId: string;
  eventCar: EventCar;
  type: EventInspectionType;
  checklist: ResolvedChecklist;
  templatesFailed: boolean;
  onDone: () => void;
}) {
  const save = useSendTrackWrite('inspection');
  // The fee and billable time are the shop's: a racer's own car has neither.
  const shopWork = isShopInspection(useMode().mode, eventCar);
  const [marks, setMarks] = useState<Record<string, ItemMark | null>>({});
  const [itemNotes, setItemNotes] = useState<Record<string, string>>({});
  const [issues, setIssues] = useState<string[]>([]);
  const [recommendations, setRecommendations] = useState('');
  const [notes, setNotes] = useState('');
  const [condition, setCondition] = useState<OverallCondition>(defaultOverallCondition);
  const [fee, setFee] = useState<number | string>(centsToDollars(checklist.template?.baseFeeCents ?? 0));
  const [minutes, setMinutes] = useState<number | string>(defaultBillableMinutes);
  const [error, setError] = useState<string | null>(null);

  const status = inspectionStatus(
    checklist.items.map((i) => ({ isRequired: i.isRequired, result: marks[i.id] ?? null })),
    issues,
  );
  const failingWithWork = checklist.items.filter((i) => marks[i.id] === 'fail' && i.failureCreatesWorkItem).length;
  const itemIds = checklist.items.map((i) => i.id);
  const unanswered = itemIds.filter((id) => !marks[id]).length;

  const submit = async () => {
    setError(null);
    try {
      const outcome = await save.send({
        eventId,
        eventCarId: eventCar.id,
        carLabel: carWithNumber(eventCar.carName, eventCar.carNumber),
        itemNames: Object.fromEntries(checklist.items.map((i) => [i.id, i.itemName])),
        input: {
          type,
          templateId: checklist.template?.id ?? null,
          results: checklist.items.map((i) => ({
            itemId: i.id,
            result: marks[i.id] ?? null,
            notes: itemNotes[i.id] ?? '',
          })),
          issuesFound: issues,
          recommendations,
          notes,
          overallCondition: condition,
          inspectionFeeCents: shopWork ? dollarsToCents(Number(fee) || 0) : 0,
          billableMinutes: shopWork ? (minutes === '' ? defaultBillableMinutes : Math.round(Number(minutes))) : 0,
        },
      });
      if (outcome.queued) {
        notifySuccess(savedOnDevice('Inspection'));
      } else {
        const created = outcome.data.workItems.length;
        notifySuccess(
          `Inspection saved: ${inspectionStatusLabel(outcome.data.inspection.status)}` +
            (created > 0 ? `; ${created} work item${created === 1 ? '' : 's'} created` : ''),
        );
      }
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'The inspection could not be saved'));
    }
  };

  return (
    <Stack gap="md">
      <ChecklistHeader eventCar={eventCar} checklist={checklist} status={status} />
      {templatesFailed ? (
        <Alert color="yellow" variant="light">
          Templates could not be loaded, so the built-in checklist is used.
        </Alert>
      ) : null}
      {checklist.items.length === 0 ? (
        <Text c="dimmed">This template has no checklist items.</Text>
      ) : (
        <MarkAllAsPassButton
          disabled={unanswered === 0}
          onClick={() => setMarks((current) => markUnansweredAsPass(itemIds, current))}
        />
      )}

      {groupByCategory(checklist.items).map(([category, items]) => (
        <Stack key={category} gap="xs">
          <Title order={3} size="h5">
            {category}
          </Title>
          {items.map((item) => (
            <ChecklistItemRow
              key={item.id}
              item={item}
              mark={marks[item.id] ?? null}
              note={itemNotes[item.id] ?? ''}
              onMark={(value) => setMarks((m) => ({ ...m, [item.id]: value }))}
              onNote={(value) => setItemNotes((n) => ({ ...n, [item.id]: value }))}
            />
          ))}
        </Stack>
      ))}

      <Divider />
      <IssuesList issues={issues} onChange={setIssues} />
      <Textarea
        label="Recommendations"
        autosize
        minRows={2}
        value={recommendations}
        onChange={(e) => setRecommendations(e.currentTarget.value)}
      />
      <ConditionAndBillingFields
        shopWork={shopWork}
        condition={condition}
        onCondition={setCondition}
        fee={fee}
        onFee={setFee}
        minutes={minutes}
        onMinutes={setMinutes}
      />
      <Textarea
        label="Inspection notes"
        autosize
        minRows={2}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <FailedItemsNote count={failingWithWork} />
      <FormError error={error} />
      <FormActions
        onCancel={onDone}
        submitLabel="Complete Inspection"
        saving={save.sending}
        onSubmit={() => void submit()}
      />
    </Stack>
  );
}
