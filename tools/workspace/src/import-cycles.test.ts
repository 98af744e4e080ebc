import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importCycles, importGraph, sourceFiles } from './import-cycles';
import { WORKSPACE_ROOT, readProjects } from './owners';

/** Writes `files` (path → text) under a fresh folder and gives its path. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const cyclesUnder = (root: string) =>
  importCycles(importGraph(sourceFiles(root))).map((cycle) => cycle.map((file) => path.relative(root, file)));

describe('import circles inside each project', () => {
  it.each(readProjects().map((p) => [p.name, p.root] as const))('%s has none', (_name, root) => {
    expect(cyclesUnder(path.join(WORKSPACE_ROOT, root))).toEqual([]);
  });
});

describe('finding import circles', () => {
  it('finds a circle through three files, type-only imports and folders included', () => {
    const root = project({
      'orders.ts': "import { readCart } from './cart';",
      'cart.ts': "import type { Problem } from './account';",
      'account/index.ts': "export { eraseOrders } from '../orders';",
      'free.ts': "import { readCart } from './cart';",
    });
    expect(cyclesUnder(root)).toEqual([['account/index.ts', 'cart.ts', 'orders.ts']]);
  });

  it('finds two separate circles, and a file importing itself', () => {
    const root = project({
      'a.ts': "import './b';",
      'b.ts': "import './a';",
      'c.tsx': "export * from './d.js';",
      'd.ts': "const load = () => import('./c');",
      'e.ts': "import { x } from './e';",
    });
    expect(cyclesUnder(root)).toEqual(expect.arrayContaining([['a.ts', 'b.ts'], ['c.tsx', 'd.ts'], ['e.ts']]));
    expect(cyclesUnder(root)).toHaveLength(3);
  });

  it('counts neither packages nor tests nor generated code', () => {
    const root = project({
      'a.ts': "import { b } from '@art/b'; import 'react';",
      'a.test.ts': "import './a'; import './b.test';",
      'b.test.ts': "import './a.test';",
      'generated/x.ts': "import '../y';",
      'y.ts': "import './generated/x';",
    });
    expect(cyclesUnder(root)).toEqual([]);
  });
});
