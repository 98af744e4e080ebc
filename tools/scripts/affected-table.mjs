#!/usr/bin/env node
/**
 * What a change marks: for one file of each library and app (`libs/*`, `apps/*`), the projects that
 * `nx show projects --affected --files=<file>` prints, as the rows of a Markdown table (docs/architecture.md, "What a
 * change marks"). A row lists the marked projects, or, when they are more than half of the workspace, the ones left out.
 *
 *   node tools/scripts/affected-table.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** The file a row stands for: the project's public entry, else its server or first source file. */
const CANDIDATES = ['src/index.ts', 'server.ts', 'src/server.ts', 'src/seeded.ts'];

const nx = (...args) =>
  execFileSync('npx', ['nx', ...args], { encoding: 'utf8', env: { NX_DAEMON: 'false', ...process.env } })
    .split('\n')
    .filter(Boolean)
    .sort();

const all = nx('show', 'projects');
const folders = ['libs', 'apps'].flatMap((top) => readdirSync(top).map((name) => `${top}/${name}`));
console.log('| file | marks | projects marked |');
console.log('|---|---|---|');
for (const folder of folders) {
  const file = CANDIDATES.map((c) => `${folder}/${c}`).find((f) => existsSync(f));
  if (!file) continue;
  const marked = nx('show', 'projects', '--affected', `--files=${file}`);
  const names =
    marked.length > all.length / 2 ? `all but ${all.filter((p) => !marked.includes(p)).join(', ')}` : marked.join(', ');
  console.log(`| \`${file}\` | ${marked.length} | ${names} |`);
}
