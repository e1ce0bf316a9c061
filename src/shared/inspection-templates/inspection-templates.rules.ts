import type { InspectionType } from '../inspections/inspections.contract';
import type { TemplateType } from './inspection-templates.contract';

/**
 * Which template type an event car inspection uses. A tech inspection checks what a
 * pre-event inspection checks, so it uses the pre-event template.
 */
export function templateTypeForInspection(type: InspectionType): TemplateType {
  switch (type) {
    case 'pre_event':
    case 'tech':
      return 'pre_event';
    case 'post_event':
      return 'post_event';
    case 'damage':
      return 'damage';
  }
}

/** Labels for the template types (underscores read as spaces, first letter upper case). */
export function templateTypeLabel(type: string): string {
  const text = type.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface TemplateChoice {
  id: string;
  isDefault: boolean;
  createdAt: string | Date;
}

/**
 * The template for a type, among its active templates: the default one, else the newest (two
 * created at the same instant: the greater id, so the choice never depends on the list's order);
 * null when there is none.
 */
export function chooseTemplate<T extends TemplateChoice>(activeOfType: readonly T[]): T | null {
  const time = (t: T) => new Date(t.createdAt).getTime();
  const byId = (a: T, b: T) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  const sorted = [...activeOfType].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || time(b) - time(a) || byId(a, b),
  );
  return sorted[0] ?? null;
}
