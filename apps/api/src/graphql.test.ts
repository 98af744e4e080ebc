import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findWorkspaceRoot } from '@art/server-util';
import { SCHEMA_DIRS, loadTypeDefs } from './graphql';

describe('the contract of the composition', () => {
  it("reads every API library's SDL folder and its own, the base first", () => {
    const libs = path.join(findWorkspaceRoot(), 'libs');
    const libraries = readdirSync(libs)
      .filter((lib) => lib.startsWith('api-') && existsSync(path.join(libs, lib, 'src/schema')))
      .map((lib) => path.join(libs, lib, 'src/schema'));
    expect(libraries.length).toBeGreaterThanOrEqual(2);
    expect([...SCHEMA_DIRS].sort()).toEqual([...libraries, path.join(__dirname, 'schema')].sort());
    expect(loadTypeDefs()[0]).toContain('type Query {');
  });
});
