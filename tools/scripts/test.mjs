#!/usr/bin/env node
/**
 * `npm test`: every check of the repository, stage after stage, each with its duration, and a summary at the end.
 *
 *   npm test                      # every stage
 *   npm test -- --from browser    # from the first stage whose name starts with "browser"
 *   npm test -- --only unit,lint  # only those stages
 *
 * Each stage is one Nx command, which runs its tasks two at a time (nx.json `parallel`) and takes what it needs from
 * Nx's cache (a build, the suites' seeded data). Lint and typecheck are the exceptions: every project's lint as one
 * ESLint and one Prettier run (`lint.mjs`), every project's typecheck as a few TypeScript programs after the code
 * generation (`typecheck.mjs`), the same checks with far fewer starts (decision 041). A stage that fails does not stop the next ones: one run reports every
 * failure. The exit code is 1 when any stage failed. Budgets (docs/ci-timings.md): the whole run at most 30 minutes on
 * the project's 2-core machine; a stage over its budget is named as slow in the summary (it does not fail the run).
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** The projects whose tests open databases (PGlite, and the PostgreSQL server when TEST_DATABASE_URL is set). */
const INTEGRATION = ['api', 'api-integration', 'api-core', 'api-catalogue', 'db', 'seed'];

/** An Nx command of a stage. */
const nx = (...args) => ['npx', 'nx', ...args, '--outputStyle=static'];

/**
 * The stages, in order: name, commands, budget in minutes. The browser suites run one after the other (they share
 * ports); the load test comes last, so it has the machine to itself. `--excludeTaskDependencies` where the stage's
 * dependencies ran in an earlier stage (the load test depends on every test, to come last in `nx affected`).
 */
const STAGES = [
  ['lint', [['node', 'tools/scripts/lint.mjs']], 4],
  ['typecheck', [nx('run-many', '-t', 'codegen'), ['node', 'tools/scripts/typecheck.mjs']], 4],
  ['unit', [nx('run-many', '-t', 'test', `--exclude=${INTEGRATION.join(',')}`)], 5],
  ['API integration', [nx('run-many', '-t', 'test', `--projects=${INTEGRATION.join(',')}`)], 6],
  ['build', [nx('run-many', '-t', 'build', 'bundle')], 4],
  ['browser: fair', [nx('run', 'e2e-fair:e2e')], 8],
  ['browser: shop', [nx('run', 'e2e-shop:e2e')], 8],
  ['browser: back office', [nx('run', 'e2e-backoffice:e2e')], 8],
  ['production smoke', [nx('run', 'deploy:e2e', '--excludeTaskDependencies')], 4],
  ['load test', [nx('run', 'bench:e2e', '--excludeTaskDependencies')], 3],
];

function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const only = option('only')?.split(',');
const from = option('from');
const start = from ? STAGES.findIndex(([name]) => name.startsWith(from)) : 0;
if (start < 0) throw new Error(`No stage starts with "${from}": ${STAGES.map(([name]) => name).join(', ')}`);
const chosen = STAGES.slice(start).filter(([name]) => !only || only.some((o) => name.startsWith(o)));

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const results = [];
const began = performance.now();
for (const [name, commands, budget] of chosen) {
  console.log(`\n== ${name} (${commands.map((command) => command.join(' ')).join(' && ')})`);
  const t0 = performance.now();
  let ok = true;
  for (const [command, ...args] of commands) {
    if (spawnSync(command, args, { stdio: 'inherit' }).status !== 0) {
      ok = false;
      break;
    }
  }
  const ms = performance.now() - t0;
  results.push({ name, ms, budget, ok });
  console.log(`== ${name}: ${ok ? 'passed' : 'FAILED'} in ${minutes(ms)}`);
}
const total = performance.now() - began;

console.log('\nstage                    time   budget');
for (const { name, ms, budget, ok } of results) {
  const notes = [ok ? '' : 'FAILED', ms > budget * 60_000 ? 'slow: over its budget' : ''].filter(Boolean).join(', ');
  console.log(`${name.padEnd(22)} ${minutes(ms).padStart(6)}   ${String(budget).padStart(3)} min  ${notes}`);
}
console.log(`${'total'.padEnd(22)} ${minutes(total).padStart(6)}   ${String(30).padStart(3)} min`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
