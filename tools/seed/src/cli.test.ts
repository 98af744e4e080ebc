import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArguments } from './cli';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');

describe('parseArguments', () => {
  it('defaults to the demo with images', () => {
    expect(parseArguments([])).toEqual({ size: 'demo', works: undefined, images: true, reset: false });
  });

  it('reads size, works, images and reset', () => {
    expect(parseArguments(['--size', 'bench', '--works', '100000', '--reset'])).toEqual({
      size: 'bench',
      works: 100000,
      images: false,
      reset: true,
    });
    expect(parseArguments(['--size', 'demo', '--no-images'])).toMatchObject({ images: false });
    expect(parseArguments(['--size', 'test', '--images'])).toMatchObject({ size: 'test', images: true });
  });

  it.each([
    [['--size', 'huge'], 'Unknown size "huge"'],
    [['--size'], '--size needs a value'],
    [['--works', '-3'], '--works must be a positive whole number'],
    [['--works', '1e9'], '--works must be a positive whole number'],
    [['--works', '0'], '--works must be a positive whole number'],
    [['--drop-everything'], 'Unknown option "--drop-everything"'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArguments(argv)).toThrow(message);
  });
});

describe('seed command', () => {
  it('seeds an empty embedded database once, leaves it alone after, and starts again with --reset', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'seed-cli-'));
    // Without DATABASE_URL the command uses the embedded database under DATA_DIR.
    const { DATABASE_URL: _server, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir };
    const seed = (...args: string[]) =>
      run(
        path.join(root, 'node_modules/.bin/tsx'),
        ['tools/seed/src/cli.ts', '--size', 'test', '--no-images', ...args],
        { cwd: root, env },
      );
    try {
      const first = await seed();
      expect(first.stdout).toMatch(/works\s+64/);
      expect(first.stdout).toMatch(/Seeded in \d+\.\d s/);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      const second = await seed();
      expect(second.stdout).toContain('already seeded');
      const third = await seed('--reset');
      expect(third.stdout).toMatch(/works\s+64/);
      await expect(seed('--size', 'nope')).rejects.toMatchObject({
        stderr: expect.stringContaining('Unknown size "nope"'),
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
