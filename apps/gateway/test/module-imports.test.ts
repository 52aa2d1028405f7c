import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The modules of the gateway point one way (docs/architecture.md, "The gateway's layers"): no two of them
 * import each other, directly or round a longer circle. The lint's no-cycle rule sees circles of files
 * only; two modules can import each other through different files without one, so this reads the
 * imports of every file under modules/ and draws them between the module folders.
 */
const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const specifierPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Each module folder and the other module folders its files import (type-only imports included). */
function moduleImports(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(root, module.name))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifierPattern)) {
        if (!specifier!.startsWith('.')) continue;
        const target = path.relative(root, path.resolve(path.dirname(file), specifier!));
        const [folder] = target.split(path.sep);
        if (!target.startsWith('..') && folder !== module.name && target.includes(path.sep))
          uses.add(folder!);
      }
    }
    graph.set(module.name, uses);
  }
  return graph;
}

/** The circles of the graph, each as the modules on it (Tarjan's strongly connected components of two or more). */
function circles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let affiliate: string;
      do {
        affiliate = stack.pop()!;
        component.push(affiliate);
      } while (affiliate !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the gateway modules', () => {
  it('import one another one way only: no two of them import each other, directly or round a circle', () => {
    expect(circles(moduleImports(modulesDir))).toEqual([]);
  });

  it('are drawn from the files, and a circle among them is found', () => {
    const graph = new Map([
      ['auth', new Set(['totp'])],
      ['totp', new Set(['members'])],
      ['members', new Set(['auth'])],
      ['settings', new Set<string>()],
      ['kyc', new Set(['settings'])],
    ]);
    expect(circles(graph)).toEqual([['auth', 'members', 'totp']]);
    const here = moduleImports(modulesDir);
    // withdrawals/identity-rule.ts reads kyc's verification; settings imports no module (checks.ts).
    expect([...here.get('withdrawals')!]).toEqual(expect.arrayContaining(['kyc', 'members', 'payments']));
    expect([...here.get('settings')!]).toEqual([]);
  });
});
