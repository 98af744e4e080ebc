import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  WORKSPACE_ROOT,
  matches,
  ownerLine,
  ownershipProblems,
  parseCodeowners,
  readProjects,
  type ProjectInfo,
} from './owners';

const codeowners = parseCodeowners(readFileSync(path.join(WORKSPACE_ROOT, '.github/CODEOWNERS'), 'utf8'));
const projects = readProjects();

describe('CODEOWNERS and the team tags', () => {
  it('finds every project of the workspace', () => {
    const names = projects.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['api', 'backoffice', 'fair', 'shop', 'model', 'e2e-shared', 'workspace']),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(projects.some((p) => p.root.includes('node_modules'))).toBe(false);
  });

  it('gives every project one team:* tag and its own CODEOWNERS line naming that team', () => {
    expect(projects.flatMap((p) => ownershipProblems(p, codeowners))).toEqual([]);
  });
});

describe('reading CODEOWNERS', () => {
  const lines = parseCodeowners(
    [
      '# a comment',
      '*   @art-fair/platform',
      '',
      '/tools/  @art-fair/platform',
      '/tools/seed/ @art-fair/api  # the seed',
    ].join('\n'),
  );
  const seed: ProjectInfo = { name: 'seed', root: 'tools/seed', tags: ['scope:api', 'team:api'] };

  it('reads patterns and owners, without comments', () => {
    expect(lines).toEqual([
      { line: 2, pattern: '*', owners: ['@art-fair/platform'] },
      { line: 4, pattern: '/tools/', owners: ['@art-fair/platform'] },
      { line: 5, pattern: '/tools/seed/', owners: ['@art-fair/api'] },
    ]);
  });

  it('matches as GitHub does: anchored folders, globs, the last matching line wins', () => {
    expect(matches('/tools/', 'tools/seed/project.json')).toBe(true);
    expect(matches('/tools/', 'apps/tools/x.ts')).toBe(false);
    expect(matches('/tsconfig*.json', 'tsconfig.base.json')).toBe(true);
    expect(matches('*', 'libs/ui/project.json')).toBe(true);
    expect(ownerLine(lines, 'tools/seed/project.json')?.pattern).toBe('/tools/seed/');
    expect(ownerLine(lines, 'tools/bench/project.json')?.pattern).toBe('/tools/');
  });

  it('refuses a tag and a line that disagree, a project without its own line, and a project without one team', () => {
    expect(ownershipProblems(seed, lines)).toEqual([]);
    expect(ownershipProblems({ ...seed, tags: ['team:commerce'] }, lines)).toEqual([
      'seed: tag team:commerce, but CODEOWNERS line 5 names @art-fair/api',
    ]);
    expect(ownershipProblems({ name: 'bench', root: 'tools/bench', tags: ['team:platform'] }, lines)).toEqual([
      'bench: CODEOWNERS has no line "/tools/bench/ @art-fair/platform"; line 4 (/tools/ @art-fair/platform) owns it',
    ]);
    expect(ownershipProblems({ ...seed, tags: ['scope:api'] }, lines)).toEqual([
      'seed: 0 team:* tags (scope:api), not one',
    ]);
    expect(ownershipProblems({ ...seed, tags: ['team:api', 'team:platform'] }, lines)).toHaveLength(1);
  });
});
