import { addDaysIso, todayIso } from '@shared/lib/dates';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { getEventOptions } from '../events/events.service';
import { insertDamageReport, type NewDamageReport } from './damage-reports.repository';

/** Titles the repairs step looks up to link its repairs. */
export const demoDamageTitles = {
  scheduled: 'Cracked front splitter',
  repaired: 'Dented left rear quarter panel',
} as const;

/**
 * Damage reports in every state on the demo team's cars, some found at its events. The
 * repairs step links a repair to two of them. Nothing is created without cars.
 */
export const seedDamageReports: DemoSeedStep = async (_deps, ctx, records) => {
  const teamCars = await records.cars();
  if (teamCars.length === 0) return;
  const today = todayIso();
  // Options come newest first: the i-th event back from today.
  const pastEvents = (await getEventOptions(ctx)).filter((e) => e.date <= today);
  const carAt = (i: number) => teamCars[i % teamCars.length]?.id ?? '';
  const eventAt = (i: number) => pastEvents[i] ?? null;

  const atEvent = (i: number, daysAgo: number) => {
    const event = eventAt(i);
    return event
      ? { eventId: event.id, discoveredDate: event.date, sourceType: 'event' }
      : { eventId: null, discoveredDate: addDaysIso(today, -daysAgo), sourceType: 'session' };
  };

  const reports: NewDamageReport[] = [
    {
      carId: carAt(0),
      title: demoDamageTitles.scheduled,
      severity: 'moderate',
      status: 'reported',
      damageLocation: 'Front lower, splitter and left support rod',
      description:
        'Dropped two wheels at turn 3 and hit the curb. Splitter cracked in two places; one support rod bent.',
      driveability: 'driveable_with_caution',
      estimatedRepairCostCents: 45_000,
      ...atEvent(0, 9),
    },
    {
      carId: carAt(1),
      title: demoDamageTitles.repaired,
      severity: 'major',
      status: 'reported',
      damageLocation: 'Left rear quarter panel and bumper corner',
      description:
        'Contact with another car under braking into turn 1. Panel pushed in about 3 inches; tail light cracked.',
      driveability: 'driveable',
      estimatedRepairCostCents: 120_000,
      ...atEvent(1, 45),
    },
    {
      carId: carAt(2),
      title: 'Oil weeping from rear main seal',
      severity: 'safety_critical',
      status: 'assessed',
      damageLocation: 'Engine / bellhousing',
      description:
        'Fresh oil on the bellhousing after the last session. Must not run until fixed: oil on the clutch and exhaust.',
      sourceType: 'routine_maintenance',
      driveability: 'not_driveable',
      estimatedRepairCostCents: 180_000,
      discoveredDate: addDaysIso(today, -4),
    },
    {
      carId: carAt(0),
      title: 'Stone chip in windscreen',
      severity: 'cosmetic',
      status: 'reported',
      damageLocation: 'Windscreen, passenger side',
      description: 'Small chip, no crack yet. Keep an eye on it.',
      sourceType: 'general_inspection',
      driveability: 'driveable',
      estimatedRepairCostCents: 8_000,
      discoveredDate: addDaysIso(today, -2),
    },
    {
      carId: carAt(3),
      title: 'Bent rear subframe after barrier impact',
      severity: 'total_loss',
      status: 'written_off',
      damageLocation: 'Rear subframe, both rear uprights',
      description: 'Backwards into the tyre wall. Subframe and chassis rails bent beyond economic repair.',
      driveability: 'not_driveable',
      estimatedRepairCostCents: 1_500_000,
      ...atEvent(2, 120),
    },
  ];
  for (const report of reports) await insertDamageReport(ctx.team, report);
};
