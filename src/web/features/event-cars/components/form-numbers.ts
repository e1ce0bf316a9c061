/** A number input's value as the API wants it: blank is null. */
export function numberOrNull(value: number | string | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export type NumberField = number | string;

export interface WheelValues<T> {
  lf: T;
  rf: T;
  lr: T;
  rr: T;
}

export const wheels = ['lf', 'rf', 'lr', 'rr'] as const;
export const wheelLabels: Record<(typeof wheels)[number], string> = { lf: 'LF', rf: 'RF', lr: 'LR', rr: 'RR' };

export const blankWheels = (): WheelValues<NumberField> => ({ lf: '', rf: '', lr: '', rr: '' });

export function wheelsOrNull(values: WheelValues<NumberField>): WheelValues<number | null> {
  return {
    lf: numberOrNull(values.lf),
    rf: numberOrNull(values.rf),
    lr: numberOrNull(values.lr),
    rr: numberOrNull(values.rr),
  };
}
