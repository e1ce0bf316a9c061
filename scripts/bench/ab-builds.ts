/**
 * Two builds of the app served at once, for measurements that alternate between them so that a
 * change is judged under the same load of the machine: "A" is another checkout (say a `git
 * worktree` of the commit before, its packages installed or node_modules linked to this one's),
 * "B" this one. Both are built when their sources changed, each gets a fresh database and an
 * onboarded account.
 */
import path from 'node:path';
import { buildAppIfChanged, registerOnboardedUser, startBuiltApp, type RunningApp } from './app-server';

export interface AbSide {
  name: 'A' | 'B';
  app: RunningApp;
  /** The onboarded account's session cookie header. */
  cookie: string;
}

export const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Runs `measure` with both builds started, and stops them after. */
export async function withBothBuilds(other: string, measure: (sides: AbSide[]) => Promise<void>): Promise<void> {
  const otherRoot = path.resolve(other);
  buildAppIfChanged(otherRoot);
  buildAppIfChanged();
  const apps: RunningApp[] = [];
  try {
    apps.push(await startBuiltApp({}, otherRoot), await startBuiltApp());
    const sides = await Promise.all(
      apps.map(async (app, i) => ({
        name: i === 0 ? ('A' as const) : ('B' as const),
        app,
        cookie: await registerOnboardedUser(app),
      })),
    );
    await measure(sides);
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
  }
}
