import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Fails on an import cycle between the server's modules (a module is a folder under
 * `src/modules`): a module that imports another, directly or through others, must not be
 * imported back by it. Type-only imports count too: they tie the modules' designs together as
 * much as values do. Files outside `modules/` (app.ts, commerce.ts, lib, db) are not modules.
 *
 * `node scripts/check-module-cycles.mjs [modules folder]` (default apps/server/src/modules).
 */

/** Every specifier of a static import or re-export, a side-effect import or a dynamic import. */
const SPECIFIER =
  /(?:\bimport|\bexport)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Block and line comments, so an import written in a comment is not an edge. */
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/[^\n]*/g;

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module a path lies in (its first folder under `modulesRoot`), or null. */
function moduleOf(modulesRoot, path) {
  const inside = relative(modulesRoot, path);
  if (inside.startsWith('..') || !inside.includes(sep)) return null;
  return inside.split(sep)[0];
}

/** module → module → the files that make the edge (`from.ts → specifier`). */
function moduleGraph(modulesRoot) {
  const root = resolve(modulesRoot);
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = moduleOf(root, file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    const source = readFileSync(file, 'utf8').replace(COMMENT, '$1');
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(root, resolve(dirname(file), specifier));
      if (!to || to === from) continue;
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(`${relative(root, file)} → ${specifier}`);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one module: each one is a cycle. */
function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The cycles as text, each with the imports that close it; empty when there is none. */
function describeCycles(modulesRoot) {
  const graph = moduleGraph(modulesRoot);
  return findCycles(graph).map((component) => {
    const members = new Set(component);
    const edges = component.flatMap((from) =>
      [...graph.get(from)]
        .filter(([to]) => members.has(to))
        .map(([to, files]) => `  ${from} → ${to}: ${files.join(', ')}`),
    );
    return [`cycle: ${component.join(', ')}`, ...edges].join('\n');
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? 'apps/server/src/modules';
  const cycles = describeCycles(root);
  if (cycles.length > 0) {
    console.error(`Import cycles between the modules of ${root}:\n${cycles.join('\n')}`);
    process.exit(1);
  }
  console.log(`No import cycle between the modules of ${root}.`);
}
