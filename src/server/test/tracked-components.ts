import type { Database } from '../db/client';
import { componentInstallations, components } from '../db/schema';

export interface TrackedComponentSpec {
  hours: number;
  /** Miles. */
  miles: number;
  /** The car it is installed in, by index among the cars given (modulo their number), or null: on the shelf. */
  car: number | null;
}

/**
 * Inserts a tracked component per spec, each installed (an open stay since the start of 2026) in
 * its car or on the shelf; answers the rows and the car each installed one is in, by component id.
 */
export async function insertTrackedComponents(
  db: Database,
  teamId: string,
  specs: readonly TrackedComponentSpec[],
  carIds: readonly string[],
) {
  const rows = await db
    .insert(components)
    .values(
      specs.map((c, n) => ({ teamId, name: `Component ${n}`, kind: 'engine', hours: c.hours, distance: c.miles })),
    )
    .returning();
  const installedIn = new Map<string, string>();
  for (const [n, spec] of specs.entries()) {
    const carId = spec.car === null ? undefined : carIds[spec.car % carIds.length];
    const row = rows[n];
    if (carId && row) installedIn.set(row.id, carId);
  }
  if (installedIn.size > 0) {
    await db.insert(componentInstallations).values(
      [...installedIn].map(([componentId, carId]) => ({
        teamId,
        componentId,
        carId,
        installedAt: new Date('2026-01-01T00:00:00Z'),
        carHoursAtInstall: 0,
        carDistanceAtInstall: 0,
        hoursAtInstall: 0,
        distanceAtInstall: 0,
      })),
    );
  }
  return { rows, installedIn };
}
