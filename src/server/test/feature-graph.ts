import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The server's import graph between its parts (each feature, the workflows, auth, db …), read
 * from the code: every import of every file (type imports, re-exports and dynamic imports too),
 * resolved as TypeScript resolves it (relative paths however written, `@server/…` aliases).
 * feature-graph.test.ts holds the layers to it: features call only downward, so the features'
 * graph has no cycle, and auth imports no feature.
 */

/** What resolving needs of the file system (ts.sys, or files held in memory). */
export type SourceHost = Pick<ts.ModuleResolutionHost, 'fileExists' | 'readFile' | 'directoryExists'>;

export interface ImportEdge {
  /** The importing and imported files. */
  from: string;
  to: string;
  /** Their parts of the server ('features/cars', 'workflows', 'auth' …). */
  fromArea: string;
  toArea: string;
}

/**
 * The part of the server a file belongs to: 'features/<name>' for a feature's folder, the
 * top folder otherwise ('workflows', 'auth', 'db', 'platform' …), 'features' for the features'
 * index and 'app' for the files at the top (app.ts, main.ts …); undefined outside the server.
 */
export function areaOf(serverDir: string, file: string): string | undefined {
  const relative = path.relative(serverDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [top = '', second] = relative.split(path.sep);
  if (second === undefined) return 'app';
  if (top === 'features' && !second.includes('.')) return `features/${second}`;
  return top;
}

/** Every module specifier a file imports or re-exports, `import type` and `import()` included. */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The imports between different parts of the server made by `files`, each resolved as TypeScript does. */
export function serverImports(
  files: readonly string[],
  options: { serverDir: string; compilerOptions: ts.CompilerOptions; host: SourceHost },
): ImportEdge[] {
  const { serverDir, compilerOptions, host } = options;
  return files.flatMap((from) => {
    const fromArea = areaOf(serverDir, from);
    const text = host.readFile(from);
    if (fromArea === undefined || text === undefined) return [];
    return importsOf(text).flatMap((specifier) => {
      const to = ts.resolveModuleName(specifier, from, compilerOptions, host).resolvedModule?.resolvedFileName;
      const toArea = to === undefined ? undefined : areaOf(serverDir, to);
      return to !== undefined && toArea !== undefined && toArea !== fromArea ? [{ from, to, fromArea, toArea }] : [];
    });
  });
}

export const isFeature = (area: string) => area.startsWith('features/');

/** The features' graph: which features each feature imports. */
export function featureGraph(edges: readonly ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!isFeature(edge.fromArea) || !isFeature(edge.toArea)) continue;
    graph.set(edge.fromArea, (graph.get(edge.fromArea) ?? new Set()).add(edge.toArea));
  }
  return graph;
}

/** The groups of nodes that import each other, directly or around a loop (Tarjan's strongly connected components of two or more). */
export function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The server's TypeScript files under `serverDir`, tests left out: a test may set up data across features. */
export function serverSourceFiles(serverDir: string): string[] {
  return fs
    .readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(serverDir, file))
    .sort();
}

/** The compiler options of a tsconfig.json (its `paths` included), as `tsc -p` reads them. */
export function compilerOptionsOf(tsconfigPath: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfigPath, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const config: unknown = read.config;
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath)).options;
}
