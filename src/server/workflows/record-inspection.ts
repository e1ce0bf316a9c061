import { statusAfterInspection } from '@shared/event-cars/event-cars.rules';
import { cleanIssues, inspectionStatus } from '@shared/inspections/inspection-status.rules';
import {
  inspectionMessages,
  type ChecklistResultItem,
  type CreateInspection,
  type CreateInspectionResponse,
} from '@shared/inspections/inspections.contract';
import { workItemsForFailures } from '@shared/inspections/work-items.rules';
import { hoursFromMinutes } from '@shared/work-orders/work-orders.rules';
import { AppError } from '@shared/lib/app-error';
import { inputBounds } from '@shared/lib/input-bounds';
import { transaction, type RequestContext } from '../auth/request-context';
import { isUniqueViolation } from '../db/references';
import { lockEventCar, markEventCarInspected } from '../features/event-cars/event-cars.service';
import { getEvent } from '../features/events/events.service';
import { checklistOfTemplate } from '../features/inspection-templates/inspection-templates.service';
import {
  addWorkItems,
  hasInspectionOfType,
  registrationNotFound,
  saveInspection,
} from '../features/inspections/inspections.service';
import { ensureDefaultRateCard } from '../features/rate-cards/rate-cards.service';
import { addRegistrationCharges } from '../features/work-orders/work-orders.service';

/** The answer to a body's template that the team does not have. */
const unknownTemplate = () =>
  AppError.validation('Inspection template not found', { templateId: 'Inspection template not found' });

const inspectionTypeLabels: Record<string, string> = {
  pre_event: 'Pre-event',
  post_event: 'Post-event',
  tech: 'Tech',
  damage: 'Damage',
};

/**
 * Records an inspection of a registered car by the signed-in user, in one transaction with
 * its consequences: the car's pre- or post-event flag, date and notes (and tech_inspected
 * after a passing pre-event inspection), a repair work item for every failed item whose
 * template says so, and the work and the fee on the registration's draft work order. All or
 * nothing.
 */
export async function recordInspection(
  ctx: RequestContext,
  eventCarId: string,
  input: CreateInspection,
): Promise<CreateInspectionResponse> {
  try {
    return await transaction(ctx, async (ctx) => {
      const eventCar = await lockEventCar(ctx, eventCarId);
      if (!eventCar) throw registrationNotFound();
      const alreadyDone =
        (input.type === 'pre_event' && eventCar.preEventInspectionCompleted) ||
        (input.type === 'post_event' && eventCar.postEventInspectionCompleted) ||
        (await hasInspectionOfType(ctx, eventCarId, input.type));
      if (alreadyDone) throw AppError.conflict(inspectionMessages.alreadyDone);

      // The checklist is the template's items, so a template the team lacks is refused here.
      const checklist = await checklistOfTemplate(ctx, input.templateId);
      if (!checklist) throw unknownTemplate();
      const known = new Set(checklist.map((i) => i.id));
      if (input.results.some((r) => !known.has(r.itemId))) {
        throw AppError.validation(inspectionMessages.unknownItem, { results: inspectionMessages.unknownItem });
      }
      const byItem = new Map(input.results.map((r) => [r.itemId, r]));
      const results: ChecklistResultItem[] = checklist.map((item) => ({
        itemId: item.id,
        category: item.category,
        itemName: item.itemName,
        isRequired: item.isRequired,
        failureCreatesWorkItem: item.failureCreatesWorkItem,
        result: byItem.get(item.id)?.result ?? null,
        notes: byItem.get(item.id)?.notes ?? null,
      }));
      const issuesFound = cleanIssues(input.issuesFound);
      const status = inspectionStatus(results, issuesFound);

      const inspection = await saveInspection(ctx, {
        eventCarId,
        inspectionType: input.type,
        templateId: input.templateId,
        status,
        overallCondition: input.overallCondition,
        checklistResults: results,
        issuesFound,
        recommendations: input.recommendations,
        notes: input.notes,
        inspectionFeeCents: input.inspectionFeeCents,
        billableMinutes: input.billableMinutes,
      });

      const sources = checklist.map((item, index) => ({
        ...item,
        result: results[index]?.result,
        notes: results[index]?.notes,
      }));
      // Failed items are priced per hour from the team's default rate card (created with the
      // spec's rates on first use): bodywork for a damage inspection, mechanic labor otherwise.
      const failures = workItemsForFailures(sources);
      const isDamage = input.type === 'damage';
      const rateCard = failures.length > 0 ? (await ensureDefaultRateCard(ctx)).rateCard : null;
      const hourlyRateCents = rateCard
        ? isDamage
          ? rateCard.bodyworkHourlyRateCents
          : rateCard.mechanicHourlyRateCents
        : 0;
      const drafts = workItemsForFailures(sources, hourlyRateCents);
      if (drafts.some((draft) => draft.totalAmountCents > inputBounds.totalCents.max)) {
        throw AppError.validation(inspectionMessages.repairTooCostly);
      }
      const workItems = await addWorkItems(
        ctx,
        drafts.map((draft) => ({ ...draft, eventCarId, inspectionId: inspection.id })),
      );

      // The work and the fee are billed on the registration's draft work order (a client's car).
      if (eventCar.clientId && (drafts.length > 0 || input.inspectionFeeCents > 0)) {
        const event = await getEvent(ctx, eventCar.eventId);
        const typeLabel = inspectionTypeLabels[input.type] ?? input.type;
        const repairLines = drafts.map((draft) => ({
          description: draft.title,
          quantity: hoursFromMinutes(draft.estimatedMinutes),
          unitRateCents: hourlyRateCents,
          chargeType: 'inspection_repair',
        }));
        await addRegistrationCharges(ctx, {
          eventCarId,
          clientId: eventCar.clientId,
          carId: eventCar.carId,
          title: `Inspection work: ${event.title}`,
          ...(isDamage ? { damageCharges: repairLines } : { serviceCharges: repairLines }),
          eventCharges:
            input.inspectionFeeCents > 0
              ? [
                  {
                    description: `${typeLabel} inspection`,
                    quantity: 1,
                    unitRateCents: input.inspectionFeeCents,
                    chargeType: 'inspection',
                    eventId: eventCar.eventId,
                    eventDate: event.date,
                  },
                ]
              : [],
        });
      }

      if (input.type === 'pre_event' || input.type === 'post_event') {
        await markEventCarInspected(ctx, eventCarId, {
          type: input.type,
          at: new Date(),
          notes: input.notes,
          status: statusAfterInspection(eventCar.status, input.type, status),
        });
      }
      return { inspection, workItems };
    });
  } catch (err) {
    // The same inspection saved twice at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw AppError.conflict(inspectionMessages.alreadyDone);
    throw err;
  }
}
