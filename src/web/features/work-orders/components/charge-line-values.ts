import type { z } from 'zod';
import {
  damageChargeInputSchema,
  eventChargeInputSchema,
  partsChargeInputSchema,
  serviceChargeInputSchema,
  type DamageChargeInput,
  type EventChargeInput,
  type PartsChargeInput,
  type ServiceChargeInput,
} from '@shared/work-orders/work-orders.contract';
import type { ChargeKind } from '@shared/work-orders/work-orders.rules';
import { numberOrNull } from '@web/lib/numbers';
import { newLineKey, type AnyLine, type Line } from './work-order-form-values';

/**
 * What the line dialog edits: every field any charge kind has (each kind shows its own). Number
 * inputs hold '' while blank; money is cents (null while blank).
 */
export interface ChargeLineFormValues {
  description: string;
  chargeType: string;
  quantity: number | string;
  /** Event, service and damage lines. */
  unitRateCents: number | null;
  notes: string;
  eventId: string | null;
  eventDate: string | null;
  driverId: string | null;
  sessionCount: number | string;
  serviceDate: string | null;
  serviceType: string;
  partName: string;
  partNumber: string;
  unitCostCents: number | null;
  /** Parts: the line total uses it. */
  unitPriceCents: number | null;
  supplier: string;
  category: string;
  damageReportId: string | null;
  damageType: string;
  assessmentDate: string | null;
  severity: string | null;
  estimatedRepairMinutes: number | string;
}

/** Each kind's line schema, shared with the API: the dialog checks what the server checks. */
export const chargeLineSchemas: Record<ChargeKind, z.ZodType> = {
  event: eventChargeInputSchema,
  service: serviceChargeInputSchema,
  parts: partsChargeInputSchema,
  damage: damageChargeInputSchema,
};

const text = (value: string | null | undefined) => value ?? '';
const count = (value: number | null | undefined): number | string =>
  value === null || value === undefined ? '' : value;

/** A new line starts at quantity 1 with nothing else filled in. */
export function emptyChargeLineValues(): ChargeLineFormValues {
  return {
    description: '',
    chargeType: '',
    quantity: 1,
    unitRateCents: null,
    notes: '',
    eventId: null,
    eventDate: null,
    driverId: null,
    sessionCount: '',
    serviceDate: null,
    serviceType: '',
    partName: '',
    partNumber: '',
    unitCostCents: null,
    unitPriceCents: null,
    supplier: '',
    category: '',
    damageReportId: null,
    damageType: '',
    assessmentDate: null,
    severity: null,
    estimatedRepairMinutes: '',
  };
}

/** The dialog's values for a line of the builder. */
export function chargeLineFormValues(kind: ChargeKind, line: AnyLine): ChargeLineFormValues {
  const values = {
    ...emptyChargeLineValues(),
    description: text(line.description),
    chargeType: text(line.chargeType),
    quantity: line.quantity,
    notes: text(line.notes),
  };
  switch (kind) {
    case 'event': {
      const l = line as Line<EventChargeInput>;
      return {
        ...values,
        unitRateCents: l.unitRateCents,
        eventId: l.eventId ?? null,
        eventDate: l.eventDate ?? null,
        driverId: l.driverId ?? null,
        sessionCount: count(l.sessionCount as number | null | undefined),
      };
    }
    case 'service': {
      const l = line as Line<ServiceChargeInput>;
      return {
        ...values,
        unitRateCents: l.unitRateCents,
        serviceDate: l.serviceDate ?? null,
        serviceType: text(l.serviceType),
      };
    }
    case 'parts': {
      const l = line as Line<PartsChargeInput>;
      return {
        ...values,
        partName: l.partName,
        partNumber: text(l.partNumber),
        unitCostCents: l.unitCostCents,
        unitPriceCents: l.unitPriceCents,
        supplier: text(l.supplier),
        category: text(l.category),
      };
    }
    case 'damage': {
      const l = line as Line<DamageChargeInput>;
      return {
        ...values,
        unitRateCents: l.unitRateCents,
        damageReportId: l.damageReportId ?? null,
        damageType: text(l.damageType),
        assessmentDate: l.assessmentDate ?? null,
        severity: l.severity ?? null,
        estimatedRepairMinutes: count(l.estimatedRepairMinutes as number | null | undefined),
      };
    }
  }
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The builder line for checked dialog values (kept under `key`, a new key for a new line). Blank
 * text is null, as the API stores it.
 */
export function chargeLineFromValues(kind: ChargeKind, values: ChargeLineFormValues, key?: string): AnyLine {
  const common = {
    key: key ?? newLineKey(),
    chargeType: blankToNull(values.chargeType),
    quantity: Number(values.quantity),
    notes: blankToNull(values.notes),
  };
  switch (kind) {
    case 'event':
      return {
        ...common,
        description: values.description.trim(),
        unitRateCents: values.unitRateCents ?? 0,
        eventId: values.eventId,
        eventDate: values.eventDate,
        driverId: values.driverId,
        sessionCount: numberOrNull(values.sessionCount),
      } satisfies Line<EventChargeInput>;
    case 'service':
      return {
        ...common,
        description: values.description.trim(),
        unitRateCents: values.unitRateCents ?? 0,
        serviceDate: values.serviceDate,
        serviceType: blankToNull(values.serviceType),
      } satisfies Line<ServiceChargeInput>;
    case 'parts':
      return {
        ...common,
        partName: values.partName.trim(),
        description: blankToNull(values.description),
        partNumber: blankToNull(values.partNumber),
        unitCostCents: values.unitCostCents ?? 0,
        unitPriceCents: values.unitPriceCents ?? 0,
        supplier: blankToNull(values.supplier),
        category: blankToNull(values.category),
      } satisfies Line<PartsChargeInput>;
    case 'damage':
      return {
        ...common,
        description: values.description.trim(),
        unitRateCents: values.unitRateCents ?? 0,
        damageReportId: values.damageReportId,
        damageType: blankToNull(values.damageType),
        assessmentDate: values.assessmentDate,
        severity: values.severity,
        estimatedRepairMinutes: numberOrNull(values.estimatedRepairMinutes),
      } satisfies Line<DamageChargeInput>;
  }
}
