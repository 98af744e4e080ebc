// Bundles the API into dist/ with its SDL files (its libraries' too) and the database migrations beside it.
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build script sharing the bundles' settings, not app code
import { externalNpmPackages } from '../../tools/scripts/esbuild-workspace.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const dist = path.join(here, 'dist');
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
// Every SDL file of the contract in one folder: the API libraries' (`libs/api-*/src/schema`: `CORE_SCHEMA_DIR`,
// `CATALOGUE_SCHEMA_DIR`…, which are this folder in the bundle).
const libs = path.join(here, '../../libs');
const schemaDirs = readdirSync(libs)
  .filter((lib) => lib.startsWith('api-') && existsSync(path.join(libs, lib, 'src/schema')))
  .map((lib) => path.join(libs, lib, 'src/schema'));
for (const dir of schemaDirs) cpSync(dir, path.join(dist, 'schema'), { recursive: true });
cpSync(path.join(here, '../../libs/db/drizzle'), path.join(dist, 'drizzle'), { recursive: true });
