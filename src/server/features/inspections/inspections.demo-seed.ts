import type { EventCar } from '@shared/event-cars/event-cars.contract';
import { statusAfterInspection } from '@shared/event-cars/event-cars.rules';
import { cleanIssues, inspectionStatus } from '@shared/inspections/inspection-status.rules';
import type {
  ChecklistItem,
  ChecklistResultItem,
  ItemMark,
  OverallCondition,
} from '@shared/inspections/inspections.contract';
import { workItemsForFailures } from '@shared/inspections/work-items.rules';
import { todayIso } from '@shared/lib/dates';
import { transaction, type RequestContext } from '../../auth/request-context';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { listDemoRegistrations } from '../event-cars/event-cars.demo-seed';
import { markEventCarInspected } from '../event-cars/event-cars.service';
import { resolveChecklist } from '../inspection-templates/inspection-templates.service';
import { insertInspection, insertWorkOrderItems } from './inspections.repository';

interface DemoInspection {
  type: 'pre_event' | 'post_event';
  /** Marks by item name; items not named pass (optional ones n/a). */
  marks?: Record<string, { result: ItemMark; notes?: string }>;
  issues?: string[];
  recommendations?: string;
  notes: string;
  condition?: OverallCondition;
  at: Date;
  /** Past events: the registration keeps its final status (finished, dnf). */
  keepStatus?: boolean;
}

async function record(
  ctx: RequestContext,
  eventCar: EventCar,
  checklist: { templateId: string | null; baseFeeCents: number; items: ChecklistItem[] },
  demo: DemoInspection,
): Promise<void> {
  const results: ChecklistResultItem[] = checklist.items.map((item) => {
    const mark = demo.marks?.[item.itemName];
    return {
      itemId: item.id,
      category: item.category,
      itemName: item.itemName,
      isRequired: item.isRequired,
      failureCreatesWorkItem: item.failureCreatesWorkItem,
      result: mark?.result ?? (item.isRequired ? 'pass' : 'na'),
      notes: mark?.notes ?? null,
    };
  });
  const issues = cleanIssues(demo.issues ?? []);
  const status = inspectionStatus(results, issues);
  const inspection = await insertInspection(ctx.team, {
    eventCarId: eventCar.id,
    inspectionType: demo.type,
    inspectorId: ctx.userId,
    templateId: checklist.templateId,
    status,
    overallCondition: demo.condition ?? 'good',
    checklistResults: results,
    issuesFound: issues,
    recommendations: demo.recommendations ?? null,
    notes: demo.notes,
    inspectionFeeCents: checklist.baseFeeCents,
    billableMinutes: 30,
    createdAt: demo.at,
    updatedAt: demo.at,
  });
  const sources = checklist.items.map((item, i) => ({ ...item, result: results[i]?.result, notes: results[i]?.notes }));
  await insertWorkOrderItems(
    ctx.team,
    workItemsForFailures(sources).map((draft) => ({
      ...draft,
      eventCarId: eventCar.id,
      inspectionId: inspection.id,
      status: 'pending',
      createdAt: demo.at,
      updatedAt: demo.at,
    })),
  );
  await markEventCarInspected(ctx, eventCar.id, {
    type: demo.type,
    at: demo.at,
    notes: demo.notes,
    status: demo.keepStatus ? eventCar.status : statusAfterInspection(eventCar.status, demo.type, status),
  });
}

function atHour(isoDate: string, hour: number): Date {
  return new Date(`${isoDate}T${String(hour).padStart(2, '0')}:00:00`);
}

/**
 * Inspections of the demo registrations: past events were inspected before and after; at the
 * next event one car has passed tech and another failed it, with the repair work that created.
 */
export const seedInspections: DemoSeedStep = async (_deps, ctx) => {
  const rows = (await listDemoRegistrations(ctx)).map(({ event, eventCar }) => ({ eventCar, date: event.date }));
  if (rows.length === 0) return;

  const pre = await resolveChecklist(ctx, 'pre_event');
  const post = await resolveChecklist(ctx, 'post_event');
  const preChecklist = {
    templateId: pre.template?.id ?? null,
    baseFeeCents: pre.template?.baseFeeCents ?? 0,
    items: pre.items,
  };
  const postChecklist = {
    templateId: post.template?.id ?? null,
    baseFeeCents: post.template?.baseFeeCents ?? 0,
    items: post.items,
  };
  const failing = pre.items.filter((i) => i.isRequired && i.failureCreatesWorkItem).slice(0, 2);

  const today = todayIso();
  const nextDate = rows.find((r) => r.date >= today)?.date;
  await transaction(ctx, async (ctx) => {
    for (const [i, { eventCar, date }] of rows.entries()) {
      if (date < today) {
        await record(ctx, eventCar, preChecklist, {
          type: 'pre_event',
          notes: 'Passed tech at the track.',
          at: atHour(date, 7),
          keepStatus: true,
        });
        await record(ctx, eventCar, postChecklist, {
          type: 'post_event',
          notes:
            eventCar.status === 'dnf'
              ? 'Retired with an oil leak; car trailered back.'
              : 'Post-race check done in the paddock.',
          issues: i % 3 === 0 ? ['Light rub marks on the front bumper'] : [],
          condition: eventCar.status === 'dnf' ? 'fair' : 'good',
          at: atHour(date, 18),
        });
      } else if (date === nextDate) {
        const isFirst = rows.findIndex((r) => r.date === nextDate) === i;
        if (isFirst) {
          await record(ctx, eventCar, preChecklist, {
            type: 'pre_event',
            notes: 'All safety items in date. Ready for the weekend.',
            condition: 'excellent',
            at: new Date(),
          });
        } else if (failing.length > 0) {
          await record(ctx, eventCar, preChecklist, {
            type: 'pre_event',
            marks: Object.fromEntries(
              failing.map((item, k) => [
                item.itemName,
                {
                  result: 'fail' as const,
                  notes: k === 0 ? 'Below the wear limit.' : 'Needs attention before the event.',
                },
              ]),
            ),
            issues: ['Car cannot go out until the failed items are fixed'],
            recommendations: 'Book the repairs this week and re-inspect before loading the trailer.',
            notes: 'Failed tech: see work items.',
            condition: 'fair',
            at: new Date(),
          });
        }
      }
    }
  });
};
