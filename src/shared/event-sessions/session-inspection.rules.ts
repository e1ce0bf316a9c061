import type { SessionStatus } from './event-sessions.contract';

export interface PreSessionReadiness {
  sdCardChecked: boolean;
  dataSystemsChecked: boolean;
  waterTempPass: boolean;
  oilTempPass: boolean;
  fireSystemPinChecked: boolean;
  carCleaned: boolean;
  generalInspectionPass: boolean;
  fuelAmount: number | '' | null | undefined;
  tirePressures: {
    lf: number | '' | null | undefined;
    rf: number | '' | null | undefined;
    lr: number | '' | null | undefined;
    rr: number | '' | null | undefined;
  };
}

const filled = (v: number | '' | null | undefined): boolean => typeof v === 'number' && Number.isFinite(v);

/**
 * The spec's readiness: SD card, data systems, water temp, oil temp, fire pin, car cleaned and
 * general pass all ticked, and all four tire pressures and the fuel filled in.
 */
export function isReadyForSession(input: PreSessionReadiness): boolean {
  const checks = [
    input.sdCardChecked,
    input.dataSystemsChecked,
    input.waterTempPass,
    input.oilTempPass,
    input.fireSystemPinChecked,
    input.carCleaned,
    input.generalInspectionPass,
  ];
  const { lf, rf, lr, rr } = input.tirePressures;
  return checks.every((c) => c === true) && [lf, rf, lr, rr, input.fuelAmount].every(filled);
}

export interface SessionInspectionState {
  preDone: boolean;
  postDone: boolean;
}

/** The pre-session inspection can be done once. */
export function canDoPreSession(state: SessionInspectionState): boolean {
  return !state.preDone;
}

/** The post-session inspection waits for the pre-session one and can be done once. */
export function canDoPostSession(state: SessionInspectionState): boolean {
  return state.preDone && !state.postDone;
}

const nextStatus: Partial<Record<string, SessionStatus>> = { scheduled: 'in_progress', in_progress: 'completed' };

/** Sessions move scheduled -> in_progress -> completed, one step at a time. */
export function canMoveSession(from: string, to: SessionStatus): boolean {
  return nextStatus[from] === to;
}
