import type { ChecklistItem } from './inspections.contract';

function item(key: string, category: string, itemName: string, isRequired: boolean): ChecklistItem {
  return {
    id: `default:${key}`,
    category,
    itemName,
    description: null,
    isRequired,
    inputType: 'pass_fail',
    failureCreatesWorkItem: false,
    workItemTemplate: null,
    estimatedRepairMinutes: null,
  };
}

/**
 * The spec's built-in checklist, used when the team has no active template for an inspection
 * type: 12 items; rollbar and numbers are optional, the rest required.
 */
export const defaultChecklist: readonly ChecklistItem[] = [
  item('helmet', 'Safety', 'Helmet', true),
  item('harness', 'Safety', 'Harness', true),
  item('fire-extinguisher', 'Safety', 'Fire extinguisher', true),
  item('rollbar', 'Safety', 'Rollbar', false),
  item('brakes', 'Mechanical', 'Brakes', true),
  item('tires', 'Mechanical', 'Tires', true),
  item('suspension', 'Mechanical', 'Suspension', true),
  item('fluids', 'Mechanical', 'Fluids', true),
  item('battery', 'Mechanical', 'Battery', true),
  item('mirrors', 'Body', 'Mirrors', true),
  item('numbers', 'Body', 'Numbers', false),
  item('loose-items', 'Body', 'Loose items', true),
];
