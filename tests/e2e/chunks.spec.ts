// The production build's JavaScript chunks import each other in one direction only. When two chunks
// import each other, the order in which the browser evaluates them depends on which one is asked for
// first, and that changed with unrelated changes: a module then read another's export before it was
// set, the screens' code failed to load and the page reloaded once (vite.config.ts merged such a pair).
// The chunks are those the service worker precaches; their static imports are read from the minified
// code (`from"./x.js"` and `import"./x.js"`), dynamic imports left out: they wait for their target.
import { test, expect } from './support/fixtures';
import { e2eEnv } from './support/env';

async function text(path: string): Promise<string> {
  const res = await fetch(new URL(path, e2eEnv.baseUrl));
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.text();
}

/** A cycle in the graph as its chunk names in order, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (chunk: string): string[] | null => {
    const at = path.indexOf(chunk);
    if (at >= 0) return [...path.slice(at), chunk];
    if (done.has(chunk)) return null;
    path.push(chunk);
    for (const next of graph.get(chunk) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(chunk);
    return null;
  };
  for (const chunk of graph.keys()) {
    const cycle = visit(chunk);
    if (cycle) return cycle;
  }
  return null;
}

test('the built chunks import each other in one direction only', async () => {
  const sw = await text('/sw.js');
  const chunks = [...new Set([...sw.matchAll(/"url":"(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  expect(chunks.length, 'the precache lists the app chunks').toBeGreaterThan(5);
  const graph = new Map<string, string[]>();
  for (const chunk of chunks) {
    const code = await text(`/${chunk}`);
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);
    graph.set(chunk, [...new Set(imports)]);
  }
  expect([...graph.values()].flat().length, 'the chunks import each other').toBeGreaterThan(5);
  expect(findCycle(graph)).toBeNull();
});
