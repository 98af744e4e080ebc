import { closeSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * PGlite runs PostgreSQL inside this process, with no postmaster to stop a second one: two processes opening the same
 * data directory would both write its files and corrupt it. So a data directory is opened by one process at a time,
 * held by a lock file beside it (`<dir>.lock`, holding the owner's pid), created atomically; a lock whose pid no
 * longer runs is stale and taken over.
 */
export class DataDirectoryLockedError extends Error {
  override readonly name = 'DataDirectoryLockedError';
  constructor(
    message: string,
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(message);
  }
}

interface LockOwner {
  pid: number;
  host?: string;
  since?: string;
}

/** Lock files this process holds (a second open of one of them from this process fails too). */
const held = new Set<string>();
let exitHookInstalled = false;

/** The lock file of a data directory: beside it, so the directory itself stays PGlite's alone. */
export function lockFileOf(dataDir: string): string {
  const dir = path.resolve(dataDir);
  return path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
}

/** Whether a process with this pid runs (EPERM: it runs, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's text, or null when there is none. */
function readLock(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isSafeInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

function removeIfUnchanged(file: string, text: string): void {
  if (readLock(file) !== text) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates `file` with `text` only if it does not exist: written aside, then hard-linked (atomic, never half-written). */
function createExclusive(file: string, text: string): boolean {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temporary, 'wx');
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * Takes the lock of a PGlite data directory for this process, or throws {@link DataDirectoryLockedError} at once when
 * a running process (this one included) holds it. A lock left by a process that no longer runs is taken over. Returns
 * the release, which removes the lock file (also done when the process exits).
 */
export function lockDataDirectory(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const text = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
  if (held.has(file)) throw lockedError(dataDir, file, { pid: process.pid }, true);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file, text)) {
      held.add(file);
      installExitHook();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        removeIfUnchanged(file, text);
      };
    }
    const current = readLock(file);
    if (current === null) continue; // released meanwhile: try again
    const owner = parseOwner(current);
    // A lock with this process's pid that this process does not hold is a previous process's (pids are reused: a
    // container's main process is always pid 1).
    if (owner && owner.pid !== process.pid && isRunning(owner.pid)) throw lockedError(dataDir, file, owner, false);
    // Stale (its process is gone, or the file is unreadable): take it over.
    removeIfUnchanged(file, current);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing`);
}

function lockedError(dataDir: string, file: string, owner: LockOwner, self: boolean): DataDirectoryLockedError {
  const by = self
    ? `this process (pid ${owner.pid})`
    : `another process (pid ${owner.pid}${owner.host ? ` on ${owner.host}` : ''}${owner.since ? `, since ${owner.since}` : ''})`;
  return new DataDirectoryLockedError(
    `The embedded database ${path.resolve(dataDir)} is already open by ${by}. PGlite opens a data directory from ` +
      `one process only (two would corrupt it): stop that process or use another DATA_DIR. If no such process ` +
      `runs, delete ${file}.`,
    file,
    owner.pid,
  );
}

/** Removes the locks still held when the process exits without closing its database. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const file of held) {
      const owner = parseOwner(readLock(file) ?? '');
      if (owner?.pid === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    }
  });
}
