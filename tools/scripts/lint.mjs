#!/usr/bin/env node
/**
 * Every project's lint as two commands instead of two per project (`npm test`'s lint stage; `npm run lint` keeps Nx's
 * per-project targets, cached, for a change that marks a few projects).
 *
 * A project's `lint` target runs `eslint <its folder> && prettier --check <its folders>`: 37 projects started ESLint
 * and Prettier 74 times, each loading its plugins and the project graph of the module-boundary rule again. Here the
 * folders of every such target go to one ESLint run per configuration (`-c`, where a project has its own) and one
 * Prettier run; a project whose lint is any other command runs that command as it is. The same files are checked
 * with the same configurations.
 *
 *   node tools/scripts/lint.mjs            # every project
 *   node tools/scripts/lint.mjs --list     # the commands it would run, without running them
 */
import { runPrograms, targetCommands } from './grouped-targets.mjs';

const LINT = /^eslint((?: -c \S+)?) (\S+) && prettier --check ((?:\S+ ?)+)$/;

const eslint = new Map();
const prettier = { projects: [], folders: [] };
const own = [];
for (const project of targetCommands('lint')) {
  const parts = LINT.exec(project.command);
  if (!parts || project.cwd !== '.') {
    own.push({ projects: [project.name], command: project.command, cwd: project.cwd });
    continue;
  }
  const [, config = '', folder = '', formatted = ''] = parts;
  const group = eslint.get(config) ?? { projects: [], folders: [] };
  group.projects.push(project.name);
  group.folders.push(folder);
  eslint.set(config, group);
  prettier.projects.push(project.name);
  prettier.folders.push(...formatted.trim().split(' '));
}
const programs = [
  ...[...eslint].map(([config, group]) => ({
    projects: group.projects,
    command: `eslint${config} ${group.folders.join(' ')}`,
    cwd: '.',
  })),
  { projects: prettier.projects, command: `prettier --check ${[...new Set(prettier.folders)].join(' ')}`, cwd: '.' },
  ...own,
].sort((a, b) => b.projects.length - a.projects.length);
process.exit((await runPrograms('lint', programs)) ? 0 : 1);
