#!/usr/bin/env node
/**
 * Every project's typecheck in a few TypeScript programs instead of one per project (`npm test`'s typecheck stage;
 * `npm run typecheck` keeps Nx's per-project targets, cached, for a change that marks a few projects).
 *
 * Each project's `typecheck` target runs `tsc -p <its tsconfig>`, and each of those programs checks again every
 * library the project imports: `libs/model` was checked by some thirty programs. Here the projects whose tsconfig
 * gives the same compiler options, once `extends` is followed and paths are made absolute, are checked as one
 * program over the union of their files, so a library is checked once per kind of options. A project whose typecheck
 * is any other command (the sites run `react-router typegen` first) runs that command as it is. The programs run as
 * many at a time as the machine has cores; the GraphQL code generation must have run (`nx run-many -t codegen`).
 *
 *   node tools/scripts/typecheck.mjs            # every project
 *   node tools/scripts/typecheck.mjs --list     # the programs it would run, without running them
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, runPrograms, targetCommands } from './grouped-targets.mjs';

/** Where the grouped programs' tsconfig files are written (git ignores `tmp/`). */
const outDir = path.join(root, 'tmp', 'typecheck');
/** Compiler options that hold paths, relative to the tsconfig that sets them. */
const PATH_OPTIONS = ['baseUrl', 'rootDir', 'outDir', 'declarationDir', 'tsBuildInfoFile'];
const PATH_LIST_OPTIONS = ['rootDirs', 'typeRoots'];

/** A tsconfig's compiler options after its `extends` chain, with path options absolute, and its file patterns. */
function effectiveConfig(file) {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const dir = path.dirname(file);
  const base = config.extends ? effectiveConfig(path.resolve(dir, config.extends)) : { options: {} };
  const own = { ...config.compilerOptions };
  for (const key of PATH_OPTIONS) if (typeof own[key] === 'string') own[key] = path.resolve(dir, own[key]);
  for (const key of PATH_LIST_OPTIONS)
    if (Array.isArray(own[key])) own[key] = own[key].map((entry) => path.resolve(dir, entry));
  const patterns = (list) => list?.map((pattern) => path.resolve(dir, pattern));
  return {
    options: { ...base.options, ...own },
    include: patterns(config.include) ?? base.include,
    exclude: patterns(config.exclude) ?? base.exclude,
    files: patterns(config.files) ?? base.files,
  };
}

const sorted = (value) =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted(value[key])]),
        )
      : value;

/** The programs to run: projects grouped by their compiler options, and the projects run by their own command. */
function programs() {
  const groups = new Map();
  const own = [];
  for (const project of targetCommands('typecheck')) {
    const tsc = /^tsc -p (\S+)$/.exec(project.command);
    if (!tsc || project.cwd !== '.') {
      own.push({ name: project.name, projects: [project.name], command: project.command, cwd: project.cwd });
      continue;
    }
    const config = effectiveConfig(path.join(root, tsc[1]));
    const key = JSON.stringify(sorted({ ...config.options, exclude: config.exclude ?? null }));
    const group = groups.get(key) ?? { projects: [], options: config.options, exclude: config.exclude, files: [] };
    group.projects.push(project.name);
    group.files.push(...(config.include ?? []).map((pattern) => ({ pattern, kind: 'include' })));
    group.files.push(...(config.files ?? []).map((pattern) => ({ pattern, kind: 'files' })));
    groups.set(key, group);
  }
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) rmSync(path.join(outDir, file));
  const grouped = [...groups.values()].map((group, index) => {
    const name =
      group.projects.length === 1 ? group.projects[0] : `${group.projects[0]} and ${group.projects.length - 1} more`;
    const file = path.join(outDir, `program-${index + 1}.json`);
    const relative = (target) => path.relative(outDir, target) || '.';
    const options = { ...group.options };
    for (const key of PATH_OPTIONS) if (typeof options[key] === 'string') options[key] = relative(options[key]);
    for (const key of PATH_LIST_OPTIONS) if (Array.isArray(options[key])) options[key] = options[key].map(relative);
    const of = (kind) => group.files.filter((entry) => entry.kind === kind).map((entry) => relative(entry.pattern));
    const tsconfig = { compilerOptions: options, include: of('include') };
    if (of('files').length > 0) tsconfig.files = of('files');
    if (group.exclude) tsconfig.exclude = group.exclude.map(relative);
    writeFileSync(file, `${JSON.stringify(tsconfig, null, 2)}\n`);
    return { name, projects: group.projects, command: `tsc -p ${path.relative(root, file)}`, cwd: '.' };
  });
  // The largest first, so the last program to finish is a short one.
  return [...grouped.sort((a, b) => b.projects.length - a.projects.length), ...own];
}

process.exit((await runPrograms('typecheck', programs())) ? 0 : 1);
