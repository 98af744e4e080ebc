import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder upwards from `start` holding `nx.json` (`start` itself when none does). */
export function findWorkspaceRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  while (!existsSync(path.join(dir, 'nx.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
  return dir;
}
