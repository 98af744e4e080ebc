import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findWorkspaceRoot } from '@art/server-util';
import { SCHEMA_DIRS, loadTypeDefs } from './graphql';

describe('the contract of the composition', () => {
  it("reads every API library's SDL folder, the base first", () => {
    const libs = path.join(findWorkspaceRoot(), 'libs');
    const libraries = readdirSync(libs)
      .filter((lib) => lib.startsWith('api-') && existsSync(path.join(libs, lib, 'src/schema')))
      .map((lib) => path.join(libs, lib, 'src/schema'));
    expect(libraries.length).toBeGreaterThanOrEqual(7);
    expect([...SCHEMA_DIRS].sort()).toEqual(libraries.sort());
    expect(loadTypeDefs()[0]).toContain('type Query {');
  });

  it('has no two SDL files of one name (the bundle copies them all into one folder)', () => {
    const names = SCHEMA_DIRS.flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.graphql')));
    expect(names.length).toBeGreaterThan(20);
    expect(new Set(names).size).toBe(names.length);
  });
});
