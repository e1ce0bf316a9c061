/**
 * Lighthouse on one page of two builds, the runs alternating between them, so that a change is
 * judged under the same load of the machine (a page's score moves by ten points and more from one
 * run to the next here, and more from one day to the next):
 *
 *   node --import tsx scripts/bench/lighthouse-ab.ts <other checkout> [runs per side, default 7]
 *
 * The other checkout is "A" (say a `git worktree` of the commit before, its packages installed or
 * node_modules linked to this one's), this one is "B"; both are built when their sources changed.
 * LIGHTHOUSE_ONLY picks the page (default /dashboard). Prints every run and each side's medians.
 */
import path from 'node:path';
import { median, withBothBuilds } from './ab-builds';
import { runLighthouse, type LighthousePageResult } from './lighthouse';

function summary(name: string, results: LighthousePageResult[]): string {
  const of = (pick: (r: LighthousePageResult) => number) => Math.round(median(results.map(pick)));
  return (
    `${name}: scores ${results.map((r) => r.performance).join(' ')} | median ${of((r) => r.performance)},` +
    ` blocking ${of((r) => r.tbtMs)} ms, LCP ${of((r) => r.lcpMs)} ms, FCP ${of((r) => r.fcpMs)} ms`
  );
}

async function main(): Promise<void> {
  const [other, runsArg] = process.argv.slice(2);
  if (!other) throw new Error('Usage: lighthouse-ab.ts <other checkout> [runs per side]');
  const runs = Number(runsArg ?? 7);
  const only = process.env.LIGHTHOUSE_ONLY ?? '/dashboard';
  await withBothBuilds(other, async (sides) => {
    const results = new Map<string, LighthousePageResult[]>(sides.map((side) => [side.name, []]));
    for (let run = 0; run < runs; run++) {
      for (const side of sides) {
        const [result] = await runLighthouse(side.app.baseUrl, side.cookie, { runs: 1, only });
        if (result) results.get(side.name)?.push(result);
      }
    }
    console.log(
      `▶ Lighthouse on ${only}, ${runs} runs each, alternating (A: ${path.resolve(other)}, B: this checkout)`,
    );
    for (const [name, sideResults] of results) console.log(`  ${summary(name, sideResults)}`);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
