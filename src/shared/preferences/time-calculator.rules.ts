/** The preferences screen's time calculator: distance = speed × time, in the user's units. */
export type CalculatorTarget = 'distance' | 'time' | 'speed';

export interface CalculatorInput {
  speed: number | null;
  hours: number | null;
  minutes: number | null;
  distance: number | null;
}

export interface CalculatorResult {
  speed: number;
  hours: number;
  minutes: number;
  distance: number;
}

function totalHours(hours: number | null, minutes: number | null): number {
  return (hours ?? 0) + (minutes ?? 0) / 60;
}

function splitHours(total: number): { hours: number; minutes: number } {
  let hours = Math.floor(total);
  let minutes = Math.round((total - hours) * 60);
  if (minutes === 60) {
    hours += 1;
    minutes = 0;
  }
  return { hours, minutes };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Returns null when the two given values cannot produce the third (missing or zero divisor). */
export function calculateTravel(target: CalculatorTarget, input: CalculatorInput): CalculatorResult | null {
  const time = totalHours(input.hours, input.minutes);
  switch (target) {
    case 'distance': {
      if (input.speed === null || time <= 0) return null;
      return { speed: input.speed, ...splitHours(time), distance: round2(input.speed * time) };
    }
    case 'time': {
      if (input.speed === null || input.speed <= 0 || input.distance === null) return null;
      return { speed: input.speed, ...splitHours(input.distance / input.speed), distance: input.distance };
    }
    case 'speed': {
      if (input.distance === null || time <= 0) return null;
      return { speed: round2(input.distance / time), ...splitHours(time), distance: input.distance };
    }
  }
}
