import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  compilerOptionsOf,
  featureGraph,
  findCycles,
  isFeature,
  serverImports,
  serverSourceFiles,
  type ImportEdge,
  type SourceHost,
} from './test/feature-graph';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'src/server');

/** "features/cars → features/events (src/server/features/cars/cars.service.ts imports …/events.service.ts)" */
const described = (edges: readonly ImportEdge[]) =>
  edges.map((e) => `${e.fromArea} → ${e.toArea} (${path.relative(root, e.from)} imports ${path.relative(root, e.to)})`);

/** The edges that close each cycle: those between members of one cycle. */
const cycleEdges = (edges: readonly ImportEdge[], cycles: string[][]) =>
  edges.filter((e) => cycles.some((cycle) => cycle.includes(e.fromArea) && cycle.includes(e.toArea)));

describe("the server's feature import graph", () => {
  const edges = serverImports(serverSourceFiles(serverDir), {
    serverDir,
    compilerOptions: compilerOptionsOf(path.join(root, 'tsconfig.json')),
    host: ts.sys,
  });

  it('is read from the code: features import other features', () => {
    expect(featureGraph(edges).get('features/cars')).toContain('features/events');
  });

  it('has no cycle: features call only downward', () => {
    const cycles = findCycles(featureGraph(edges));
    expect(described(cycleEdges(edges, cycles)), `cycles: ${JSON.stringify(cycles)}`).toEqual([]);
  });

  it('auth imports no feature', () => {
    expect(described(edges.filter((e) => e.fromArea === 'auth' && isFeature(e.toArea)))).toEqual([]);
  });

  it('features import no workflow: the workflows call the features, not the other way round', () => {
    expect(described(edges.filter((e) => isFeature(e.fromArea) && e.toArea === 'workflows'))).toEqual([]);
  });
});

describe('the graph of a small tree held in memory', () => {
  const base = '/repo';
  const dir = `${base}/src/server`;
  const compilerOptions: ts.CompilerOptions = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    baseUrl: base,
    paths: { '@server/*': ['./src/server/*'] },
  };

  function graphOf(files: Record<string, string>) {
    const sources = new Map(Object.entries(files).map(([file, text]) => [`${dir}/${file}`, text]));
    const host: SourceHost = {
      fileExists: (file) => sources.has(file),
      readFile: (file) => sources.get(file),
      directoryExists: (folder) => [...sources.keys()].some((file) => file.startsWith(`${folder}/`)),
    };
    return serverImports([...sources.keys()], { serverDir: dir, compilerOptions, host });
  }

  const tree = {
    'features/a/a.service.ts': "import { b } from '@server/features/b/b.service';\nexport const a = b;\n",
    'features/b/b.service.ts': "import { c } from '../c/c.service';\nexport const b = c;\n",
    'features/c/c.service.ts': 'export const c = 1;\n',
    'features/c/c.repository.ts': "import { c } from './c.service';\nexport const d = c;\n",
    'workflows/w.ts': "import { a } from '../features/a/a.service';\nexport const w = a;\n",
  };

  it('finds no cycle in a tree that calls only downward', () => {
    const edges = graphOf(tree);
    expect(
      [...featureGraph(edges)].map(([from, to]) => [from, [...to]]),
      'imports within a feature are no edges',
    ).toEqual([
      ['features/a', ['features/b']],
      ['features/b', ['features/c']],
    ]);
    expect(findCycles(featureGraph(edges))).toEqual([]);
  });

  it('finds a cycle closed by a type import written ./../', () => {
    const edges = graphOf({
      ...tree,
      'features/c/c.service.ts':
        "import type { A } from './../a/a.service';\nexport const c = 1;\nexport type C = A;\n",
    });
    expect(findCycles(featureGraph(edges))).toEqual([['features/a', 'features/b', 'features/c']]);
  });

  it('finds two features that import each other through an alias and a re-export', () => {
    const edges = graphOf({
      ...tree,
      'features/c/c.repository.ts': "export { b } from '@server/features/b/b.service';\n",
    });
    expect(findCycles(featureGraph(edges))).toEqual([['features/b', 'features/c']]);
  });

  it('sees auth importing a feature, and a feature importing a workflow', () => {
    const edges = graphOf({
      ...tree,
      'auth/provisioning.ts': "import { c } from '@server/features/c/c.service';\nexport const p = c;\n",
      'features/c/c.routes.ts': "export const load = () => import('../../workflows/w');\n",
    });
    expect(edges.filter((e) => e.fromArea === 'auth').map((e) => e.toArea)).toEqual(['features/c']);
    expect(edges.filter((e) => e.toArea === 'workflows').map((e) => e.fromArea)).toEqual(['features/c']);
    expect(findCycles(featureGraph(edges))).toEqual([]);
  });
});
