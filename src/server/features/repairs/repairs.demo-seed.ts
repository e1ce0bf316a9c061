import { addDaysIso, todayIso } from '@shared/lib/dates';
import type { DemoSeedStep } from '../../seed/demo-seed-steps';
import { demoDamageTitles } from '../damage-reports/damage-reports.demo-seed';
import {
  followRepairStatus,
  getDamageReportList,
  linkRepairToDamageReport,
} from '../damage-reports/damage-reports.service';
import { insertRepair, type NewRepair } from './repairs.repository';

/**
 * Repairs in every state on the demo team's cars: upcoming, in progress, overdue and done.
 * One repair fixes a damage report that is now scheduled, and one completed repair fixed a
 * report that is now repaired. Inserted through the repository, so the free plan's limit does
 * not apply; the reports follow their repairs through the damage reports' service.
 */
export const seedRepairs: DemoSeedStep = async (_deps, ctx, records) => {
  const teamCars = await records.cars();
  if (teamCars.length === 0) return;
  const today = todayIso();
  const carAt = (i: number) => teamCars[i % teamCars.length]?.id ?? '';
  const base = { images: [] as string[] };

  const plain: NewRepair[] = [
    {
      ...base,
      carId: carAt(0),
      title: 'Brake pads and fluid flush',
      status: 'In Progress',
      scheduledDate: today,
      description: 'Front pads at 4 mm. Flush with Castrol SRF and bleed all four corners.',
      estimatedCostCents: 38_000,
      parts: 'Pagid RST-3 front pads, 2 x Castrol SRF 1 L',
      intervalHours: 12,
    },
    {
      ...base,
      carId: carAt(1),
      title: 'Alignment and corner balance',
      status: 'Scheduled',
      scheduledDate: addDaysIso(today, 2),
      description: 'Set track alignment and corner weights with driver ballast before the next event.',
      estimatedCostCents: 25_000,
      notes: 'Driver weight 82 kg with gear.',
    },
    {
      ...base,
      carId: carAt(0),
      title: 'Engine oil and filter change',
      status: 'Scheduled',
      scheduledDate: addDaysIso(today, 14),
      estimatedCostCents: 12_000,
      parts: 'Motul 300V 5W-40 (6 L), OEM filter',
      intervalMiles: 1_500,
      intervalHours: 10,
    },
    {
      ...base,
      carId: carAt(2),
      title: 'Replace fire bottle',
      status: 'Scheduled',
      scheduledDate: addDaysIso(today, -3),
      description: 'Bottle certification expired. Replace before the car goes back on track.',
      estimatedCostCents: 42_000,
    },
    {
      ...base,
      carId: carAt(1),
      title: 'Gearbox rebuild',
      status: 'Completed',
      scheduledDate: addDaysIso(today, -65),
      completedDate: addDaysIso(today, -58),
      description: 'Third gear synchro worn; rebuilt with new synchros and bearings.',
      estimatedCostCents: 250_000,
      actualCostCents: 288_000,
      parts: 'Synchro kit, bearing kit, gasket set',
      intervalHours: 60,
    },
  ];
  for (const repair of plain) await insertRepair(ctx.team, repair);

  const { items: reports } = await getDamageReportList(ctx, { page: 1, pageSize: 100 });
  const scheduledReport = reports.find((r) => r.title === demoDamageTitles.scheduled);
  const repairedReport = reports.find((r) => r.title === demoDamageTitles.repaired);

  if (scheduledReport) {
    const repair = await insertRepair(ctx.team, {
      ...base,
      carId: scheduledReport.carId,
      title: 'Replace front splitter and support rod',
      status: 'Scheduled',
      scheduledDate: addDaysIso(today, 5),
      description: 'New splitter blank cut to template, new left support rod, check the undertray mounts.',
      estimatedCostCents: scheduledReport.estimatedRepairCostCents,
      parts: 'Splitter blank, support rod, 6 Dzus fasteners',
      damageReportId: scheduledReport.id,
    });
    await linkRepairToDamageReport(ctx, scheduledReport.id, repair);
  }

  if (repairedReport) {
    const repair = await insertRepair(ctx.team, {
      ...base,
      carId: repairedReport.carId,
      title: 'Repair left rear quarter panel',
      status: 'Completed',
      scheduledDate: addDaysIso(today, -35),
      completedDate: addDaysIso(today, -30),
      description: 'Pulled the quarter panel, filled and painted; new tail light.',
      estimatedCostCents: repairedReport.estimatedRepairCostCents,
      actualCostCents: 134_000,
      parts: 'Tail light assembly, paint and filler',
      notes: 'Colour match checked in daylight.',
      damageReportId: repairedReport.id,
    });
    await linkRepairToDamageReport(ctx, repairedReport.id, repair);
    await followRepairStatus(ctx, repairedReport.id, repair.status);
  }
};
