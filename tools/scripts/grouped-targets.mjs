/**
 * What `typecheck.mjs` and `lint.mjs` share: every project's command for a target (read from its `project.json`), and
 * running a list of commands as many at a time as the machine has cores, each with its time and, when it fails, its
 * output.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every project with `target` as a run-commands target: its name, the command and the directory it runs in. */
export function targetCommands(target) {
  const found = [];
  for (const top of ['apps', 'libs', 'tools', 'e2e', '.']) {
    const dirs = top === '.' ? ['deploy'] : readdirSync(path.join(root, top)).map((name) => path.join(top, name));
    for (const dir of dirs) {
      const file = path.join(root, dir, 'project.json');
      if (!existsSync(file)) continue;
      const project = JSON.parse(readFileSync(file, 'utf8'));
      const options = project.targets?.[target]?.options;
      if (options?.command) found.push({ name: project.name, command: options.command, cwd: options.cwd ?? '.' });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The workspace's binaries first, as Nx's run-commands gives them. */
const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` };

function run(program) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(program.command, { cwd: path.join(root, program.cwd), shell: true, stdio: 'pipe', env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve({ ...program, ok: code === 0, output, seconds: (performance.now() - t0) / 1000 }),
    );
  });
}

/**
 * Runs `programs` (`{ projects, command, cwd }`, the longest first) as many at a time as there are cores, prints each
 * one's outcome and a last line for `what`, and answers whether all passed. `--list` prints them instead.
 */
export async function runPrograms(what, programs) {
  if (process.argv.includes('--list')) {
    for (const program of programs) console.log(`${program.command}\n  (${program.projects.join(', ')})`);
    return true;
  }
  const began = performance.now();
  const queue = [...programs];
  const results = [];
  await Promise.all(
    Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
      for (let program = queue.shift(); program; program = queue.shift()) {
        const result = await run(program);
        results.push(result);
        console.log(
          `${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s: ${result.projects.join(', ')}`,
        );
        if (!result.ok) console.log(result.output);
      }
    }),
  );
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  const failed = results.filter((result) => !result.ok).length;
  const projects = new Set(results.flatMap((result) => result.projects)).size;
  console.log(
    `${what}: ${programs.length} commands for ${projects} projects in ${seconds} s${failed ? `, ${failed} failed` : ''}`,
  );
  return failed === 0;
}
