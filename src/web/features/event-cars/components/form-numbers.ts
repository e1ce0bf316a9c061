import { numberOrNull } from '@web/lib/numbers';

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
