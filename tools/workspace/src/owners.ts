/**
 * Who owns what (`.github/CODEOWNERS`) and which team each project says owns it (its one `team:*` tag): read from the
 * files, so that `owners.test.ts` keeps the two in step. CODEOWNERS is read as GitHub reads it: the last line whose
 * pattern matches a path names its owners.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root. */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');

/** The GitHub organisation of the teams: tag `team:commerce` is `@art-fair/commerce`. */
export const TEAM_PREFIX = '@art-fair/';

/** One line of CODEOWNERS: its pattern and owners, and where it stands. */
export interface OwnersLine {
  line: number;
  pattern: string;
  owners: string[];
}

/** The lines of a CODEOWNERS text that name owners, in order (comments and blank lines left out). */
export function parseCodeowners(text: string): OwnersLine[] {
  return text.split('\n').flatMap((raw, i) => {
    const [pattern, ...owners] = raw.replace(/#.*/, '').trim().split(/\s+/);
    return pattern ? [{ line: i + 1, pattern, owners }] : [];
  });
}

/** Whether a CODEOWNERS pattern matches a file's path (relative to the root, `/`-separated). */
export function matches(pattern: string, file: string): boolean {
  const anchored = pattern.startsWith('/') || pattern.slice(0, -1).includes('/');
  const body = pattern.replace(/^\//, '');
  const glob = body
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  const tail = body.endsWith('/') ? '.*' : '(?:/.*)?';
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${glob}${tail}$`).test(file);
}

/** The line that decides who owns a file: the last one that matches it. */
export function ownerLine(lines: readonly OwnersLine[], file: string): OwnersLine | undefined {
  return lines.findLast((l) => matches(l.pattern, file));
}

/** A project as its `project.json` says: its name, its folder and its tags. */
export interface ProjectInfo {
  name: string;
  root: string;
  tags: string[];
}

const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', 'tmp']);

/** Every `project.json` under `dir` (relative paths), leaving out dependencies, outputs and hidden folders. */
export function findProjectFiles(root: string = WORKSPACE_ROOT, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name.startsWith('.') || SKIPPED.has(entry.name) ? [] : findProjectFiles(root, rel);
    return entry.name === 'project.json' ? [rel] : [];
  });
}

/** The workspace's projects. */
export function readProjects(root: string = WORKSPACE_ROOT): ProjectInfo[] {
  return findProjectFiles(root).map((file) => {
    const json = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { name: string; tags?: string[] };
    return { name: json.name, root: path.posix.dirname(file), tags: json.tags ?? [] };
  });
}

/** The team tags of a project (`commerce` of `team:commerce`). */
export const teamsOf = (project: ProjectInfo): string[] =>
  project.tags.filter((t) => t.startsWith('team:')).map((t) => t.slice('team:'.length));

/**
 * What is wrong with a project's ownership, or nothing: it must have exactly one `team:*` tag, and the line of
 * CODEOWNERS that decides who owns its folder must be that folder's own line (`/<root>/`, not a catch-all such as `*`
 * or `/tools/`) and name that team alone.
 */
export function ownershipProblems(project: ProjectInfo, lines: readonly OwnersLine[]): string[] {
  const teams = teamsOf(project);
  if (teams.length !== 1) return [`${project.name}: ${teams.length} team:* tags (${project.tags.join(', ')}), not one`];
  const line = ownerLine(lines, `${project.root}/project.json`);
  const own = `/${project.root}/`;
  if (!line || line.pattern !== own) {
    const decided = line ? `line ${line.line} (${line.pattern} ${line.owners.join(' ')})` : 'no line';
    return [`${project.name}: CODEOWNERS has no line "${own} ${TEAM_PREFIX}${teams[0]}"; ${decided} owns it`];
  }
  const expected = [`${TEAM_PREFIX}${teams[0]}`];
  if (line.owners.join(' ') !== expected.join(' ')) {
    return [`${project.name}: tag team:${teams[0]}, but CODEOWNERS line ${line.line} names ${line.owners.join(' ')}`];
  }
  return [];
}
