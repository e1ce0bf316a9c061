import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import serverBoundaries from '../eslint/server-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');

/** Lints `code` as if it were the file at `file`, with only the boundary rules. */
async function problemsOf(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
      ...serverBoundaries,
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

describe('server feature boundaries', () => {
  it("refuses a repository that imports another feature's repository", async () => {
    const problems = await problemsOf(
      'src/server/features/cars/cars.repository.ts',
      "import { findEvent } from '../events/events.repository';\nexport const x = findEvent;\n",
    );
    expect(problems).toEqual([expect.stringContaining('A feature reaches another feature only through its service')]);
  });

  it("accepts another feature's service", async () => {
    const problems = await problemsOf(
      'src/server/features/cars/cars.service.ts',
      "import { getTeamPlan } from '../subscription/subscription.service';\nexport const x = getTeamPlan;\n",
    );
    expect(problems).toEqual([]);
  });

  it('refuses the database client in a feature', async () => {
    const problems = await problemsOf(
      'src/server/features/cars/cars.service.ts',
      "import type { Database } from '../../db/client';\nexport type X = Database;\n",
    );
    expect(problems).toEqual([expect.stringContaining('Features do not open the database')]);
  });

  it("refuses a write to another feature's table", async () => {
    const problems = await problemsOf(
      'src/server/features/clients/clients.repository.ts',
      "import { cars } from '../../db/schema';\nexport const x = (db: any) => db.update(cars).set({});\n",
    );
    expect(problems).toEqual([expect.stringContaining('The clients feature writes only its own tables')]);
  });

  it.each([
    ['relative', "import { deleteEvent } from '../../workflows/event-removal';"],
    ['aliased', "import { deleteEvent } from '@server/workflows/event-removal';"],
  ])('refuses a workflow imported by a feature (%s)', async (_spelling, line) => {
    const problems = await problemsOf(
      'src/server/features/events/events.service.ts',
      `${line}\nexport const x = deleteEvent;\n`,
    );
    expect(problems).toEqual([expect.stringContaining('Features never import workflows')]);
  });

  it("accepts a feature's service in a workflow, and refuses its repository or the database client", async () => {
    expect(
      await problemsOf(
        'src/server/workflows/event-removal.ts',
        "import { getEvent } from '../features/events/events.service';\nexport const x = getEvent;\n",
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        'src/server/workflows/event-removal.ts',
        "import { findEvent } from '../features/events/events.repository';\nexport const x = findEvent;\n",
      ),
    ).toEqual([expect.stringContaining('A workflow reaches a feature only through its service')]);
    expect(
      await problemsOf(
        'src/server/workflows/event-removal.ts',
        "import type { Database } from '../db/client';\nexport type X = Database;\n",
      ),
    ).toEqual([expect.stringContaining('Workflows do not open the database')]);
  });
});
