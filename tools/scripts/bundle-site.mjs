#!/usr/bin/env node
// Bundles a site's or the back office's server for production: `node tools/scripts/bundle-site.mjs fair` writes
// apps/fair/dist/ with server.mjs (the server and the workspace libraries it uses, compiled; npm packages stay in
// node_modules) and build/ (the React Router build, or the back office's Vite build, it serves).
// `node apps/fair/dist/server.mjs` then runs without tsx or sources.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { externalNpmPackages } from './esbuild-workspace.mjs';

/** What each app's build holds once built: React Router's server build, or the back office's page. */
const BUILT = { fair: 'build/server/index.js', shop: 'build/server/index.js', backoffice: 'build/index.html' };
const site = process.argv[2];
if (!Object.hasOwn(BUILT, site)) {
  console.error('usage: bundle-site.mjs fair|shop|backoffice');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const app = path.join(root, 'apps', site);
const dist = path.join(app, 'dist');
if (!existsSync(path.join(app, BUILT[site]))) {
  console.error(`apps/${site}/build is missing: run \`nx run ${site}:build\` first`);
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
  // ESM output of CommonJS dependencies bundled with the libraries needs a `require` of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
cpSync(path.join(app, 'build'), path.join(dist, 'build'), { recursive: true });
console.log(`apps/${site}/dist: server.mjs and build/`);
