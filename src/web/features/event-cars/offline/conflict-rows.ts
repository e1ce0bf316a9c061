import type { Inspection } from '@shared/inspections/inspections.contract';
import { defaultOverallCondition } from '@shared/inspections/inspections.contract';
import { itemMarkLabel, overallConditionLabel } from '@shared/inspections/inspection-status.rules';
import type { SessionInspection } from '@shared/event-sessions/event-sessions.contract';
import { sessionValueLabel } from '@shared/event-sessions/event-sessions.rules';
import { lapFromInput } from '@shared/event-sessions/lap-time-input';
import type { TrackWrite } from './queued-track-writes';

/** One line of a conflict: what the user entered beside what the server holds. */
export interface ConflictRow {
  label: string;
  mine: string;
  server: string;
}

/** The kinds of change whose refusal can be a conflict with a record made meanwhile. */
export type ComparableWrite = Extract<TrackWrite, { kind: 'inspection' | 'session-pre' | 'session-post' }>;

export const isComparable = (write: TrackWrite): write is ComparableWrite =>
  write.kind === 'inspection' || write.kind === 'session-pre' || write.kind === 'session-post';

/** A change the server refused because the record was made or changed meanwhile (409). */
export const isConflict = (write: TrackWrite): write is ComparableWrite =>
  isComparable(write) && write.error?.code === 'conflict';

const shown = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

const row = (label: string, mine: unknown, server: unknown): ConflictRow => ({
  label,
  mine: shown(mine as string),
  server: shown(server as string),
});

const wheels = ['lf', 'rf', 'lr', 'rr'] as const;
type Wheel = (typeof wheels)[number];
type Pressures = Partial<Record<Wheel, number | string | null>> | null | undefined;

const pressureRows = (mine: Pressures, server: Pressures) =>
  wheels.map((w) => row(`${w.toUpperCase()} pressure (psi)`, mine?.[w], server?.[w]));

function inspectionRows(write: Extract<TrackWrite, { kind: 'inspection' }>, server: Inspection): ConflictRow[] {
  const { input, itemNames } = write.variables;
  const mineByName = new Map(
    (input.results ?? []).map((r) => [itemNames[r.itemId] ?? r.itemId, itemMarkLabel(r.result ?? null)]),
  );
  const serverByName = new Map(server.checklistResults.map((r) => [r.itemName, itemMarkLabel(r.result)]));
  const names = [...new Set([...mineByName.keys(), ...serverByName.keys()])];
  return [
    row('Inspector', 'You', server.inspectorName),
    row(
      'Overall condition',
      overallConditionLabel(input.overallCondition ?? defaultOverallCondition),
      overallConditionLabel(server.overallCondition),
    ),
    ...names.map((name) => row(name, mineByName.get(name), serverByName.get(name))),
    row(
      'Issues found',
      (input.issuesFound ?? []).filter((i) => i.trim() !== '').join('; '),
      server.issuesFound.join('; '),
    ),
    row('Recommendations', input.recommendations, server.recommendations),
    row('Notes', input.notes, server.notes),
  ];
}

function preSessionRows(write: Extract<TrackWrite, { kind: 'session-pre' }>, server: SessionInspection): ConflictRow[] {
  const { input } = write.variables;
  return [
    row('Inspector', 'You', server.inspectorName),
    row(
      'Session type',
      input.sessionType ? sessionValueLabel(input.sessionType) : null,
      server.sessionType ? sessionValueLabel(server.sessionType) : null,
    ),
    row('Fuel (gal)', input.fuelAmount, server.fuelAmount),
    ...pressureRows(input.tirePressures, server.tirePressures),
    row(
      'Brake pads',
      input.brakePadsCondition ? sessionValueLabel(input.brakePadsCondition) : null,
      server.brakePadsCondition ? sessionValueLabel(server.brakePadsCondition) : null,
    ),
    row(
      'Brake rotors',
      input.brakeRotorsCondition ? sessionValueLabel(input.brakeRotorsCondition) : null,
      server.brakeRotorsCondition ? sessionValueLabel(server.brakeRotorsCondition) : null,
    ),
    row('Notes', input.notes, server.notes),
  ];
}

function postSessionRows(
  write: Extract<TrackWrite, { kind: 'session-post' }>,
  server: SessionInspection,
): ConflictRow[] {
  const { input } = write.variables;
  let bestLap: string | null = null;
  try {
    bestLap = lapFromInput(input.bestLap ?? null).text;
  } catch {
    bestLap = null;
  }
  return [
    row('Inspector', 'You', server.inspectorName),
    ...pressureRows(input.tirePressures, server.tirePressures),
    row('Weight with driver (lbs)', input.weightWithDriver, server.weightWithDriver),
    row('Best lap', bestLap, server.bestLaptime),
    row('Running position', input.runningPosition, server.runningPosition),
    row('Notes', input.notes, server.notes),
  ];
}

/** The lines to show side by side for a conflict, once the server's record is loaded. */
export function conflictRows(write: ComparableWrite, server: Inspection | SessionInspection): ConflictRow[] {
  switch (write.kind) {
    case 'inspection':
      return inspectionRows(write, server as Inspection);
    case 'session-pre':
      return preSessionRows(write, server as SessionInspection);
    case 'session-post':
      return postSessionRows(write, server as SessionInspection);
  }
}
