#!/usr/bin/env node
// Bundles the back office's server for production, as tools/scripts/bundle-site.mjs does for the sites: writes
// apps/backoffice/dist/ with server.mjs (the server and the workspace libraries it uses, compiled; npm packages stay
// in node_modules) and build/ (the Vite build it serves). `node apps/backoffice/dist/server.mjs` then runs alone.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build script the sites' bundles share
import { externalNpmPackages } from '../../tools/scripts/esbuild-workspace.mjs';

const app = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(app, '../..');
const dist = path.join(app, 'dist');
if (!existsSync(path.join(app, 'build/index.html'))) {
  console.error('apps/backoffice/build is missing: run `nx run backoffice:build` first');
  process.exit(1);
}
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(app, 'server.ts')],
  outfile: path.join(dist, 'server.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  tsconfig: path.join(root, 'tsconfig.react.json'),
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
cpSync(path.join(app, 'build'), path.join(dist, 'build'), { recursive: true });
console.log('apps/backoffice/dist: server.mjs and build/');
