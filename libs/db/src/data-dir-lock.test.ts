import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';
import { DataDirectoryLockedError, lockDataDirectory, lockFileOf } from './data-dir-lock';

/** The pid of a process that ran and has exited (a stale lock's owner). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('one process per PGlite data directory', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second open of the same directory at once, with a message, and opens it again once closed', async () => {
    const dataDir = path.join(root, 'pglite');
    const first = await openDatabase({ dataDir });
    try {
      const started = Date.now();
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirectoryLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        new RegExp(`already open by this process \\(pid ${process.pid}\\).*one process only`),
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      // The first one goes on working.
      await first.ping();
      expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      await first.close();
    }
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.ping();
    await again.close();
  });

  it('refuses a directory another running process holds, naming its pid', async () => {
    const dataDir = path.join(root, 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFileOf(dataDir), JSON.stringify({ pid: other.pid, host: 'elsewhere', since: 'now' }));
      expect(() => lockDataDirectory(dataDir)).toThrow(`already open by another process (pid ${other.pid}`);
      expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: other.pid });
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock whose process no longer runs', async () => {
    const dataDir = path.join(root, 'pglite');
    const pid = await deadPid();
    writeFileSync(lockFileOf(dataDir), JSON.stringify({ pid, host: 'here', since: '2025-01-01T00:00:00.000Z' }));
    const handle = await openDatabase({ dataDir });
    try {
      expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
      await handle.ping();
    } finally {
      await handle.close();
    }
    // A lock file that is not one (a half-written one of a crash) is stale too.
    writeFileSync(lockFileOf(dataDir), '');
    lockDataDirectory(dataDir)();
  });
});
