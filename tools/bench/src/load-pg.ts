/**
 * A PostgreSQL cluster of the load test's own (never the machine's shared server): Debian's binaries, a data
 * directory and the unix socket in one folder, its own port, trust authentication for local connections. PostgreSQL
 * refuses to run as root, so when this process is root its commands run as the `postgres` user, who owns the folder.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

export interface ClusterOptions {
  /** The folder: `data/` (the cluster), the socket and `postgres.log`. */
  dir: string;
  port: number;
  /** Where initdb, pg_ctl and postgres are. */
  binDir: string;
  /** The database the product uses (created when missing). */
  database: string;
}

/** The user PostgreSQL runs as when this process is root (it refuses root itself). */
const SERVICE_USER = 'postgres';

/** Whether a database name is a plain identifier (it is put into `CREATE DATABASE`). */
export function isPlainIdentifier(name: string): boolean {
  return /^[a-z_][a-z0-9_]{0,62}$/.test(name);
}

/** The lines the cluster's `postgresql.conf` gets after initdb: port, local listening only, the socket in the folder. */
export function clusterSettings(options: Pick<ClusterOptions, 'dir' | 'port'>): string {
  return [
    '',
    '# The load test (tools/bench/src/load.ts)',
    `port = ${options.port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${options.dir.replace(/'/g, "''")}'`,
    'max_connections = 100',
    "log_line_prefix = '%m [%p] '",
    '',
  ].join('\n');
}

export class LoadCluster {
  readonly dataDir: string;
  readonly logFile: string;
  private readonly asRoot = process.getuid?.() === 0;

  constructor(private readonly options: ClusterOptions) {
    if (!isPlainIdentifier(options.database)) throw new Error(`Unsafe database name: ${options.database}`);
    this.dataDir = path.join(options.dir, 'data');
    this.logFile = path.join(options.dir, 'postgres.log');
  }

  /** The product's connection string (TCP on 127.0.0.1, trust). */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.options.port}/${this.options.database}`;
  }

  /** Runs one of PostgreSQL's programs, as `postgres` when this process is root. */
  private async pg(program: string, args: string[]): Promise<string> {
    const binary = path.join(this.options.binDir, program);
    const [command, argv] = this.asRoot ? ['runuser', ['-u', SERVICE_USER, '--', binary, ...args]] : [binary, args];
    const { stdout } = await run(command, argv, { cwd: this.options.dir, timeout: 120_000 });
    return stdout;
  }

  /** The folder and everything in it, owned by `postgres` when root (initdb and the server write there). */
  private own(): void {
    if (!this.asRoot) return;
    const { uid, gid } = userIds(SERVICE_USER);
    const walk = (target: string) => {
      chownSync(target, uid, gid);
      if (statSync(target).isDirectory()) for (const entry of readdirSync(target)) walk(path.join(target, entry));
    };
    walk(this.options.dir);
  }

  /** Creates the cluster when the folder has none (or `fresh`), starts it and creates the database. */
  async start(fresh: boolean): Promise<void> {
    if (fresh) await this.stopIfRunning().then(() => rmSync(this.options.dir, { recursive: true, force: true }));
    mkdirSync(this.options.dir, { recursive: true });
    if (!existsSync(path.join(this.dataDir, 'PG_VERSION'))) {
      rmSync(this.dataDir, { recursive: true, force: true });
      this.own();
      await this.pg('initdb', ['-D', this.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions']);
      appendFileSync(path.join(this.dataDir, 'postgresql.conf'), clusterSettings(this.options));
    }
    // A cluster left running by an interrupted run is this test's own: stop it, and start from a known state.
    await this.stopIfRunning();
    this.own();
    await this.pg('pg_ctl', ['start', '-D', this.dataDir, '-l', this.logFile, '-w', '-t', '60']);
    const admin = new Client({ connectionString: this.urlOf('postgres') });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [this.options.database]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${this.options.database}`);
    } finally {
      await admin.end();
    }
  }

  private urlOf(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.options.port}/${database}`;
  }

  /** The postmaster's pid, from its pid file (null when it is not running). */
  pid(): number | null {
    const file = path.join(this.dataDir, 'postmaster.pid');
    if (!existsSync(file)) return null;
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  }

  /** `pg_ctl restart -m fast`: sessions are ended, a checkpoint written, the server started again; resolves when it accepts connections. */
  async restart(): Promise<void> {
    await this.pg('pg_ctl', ['restart', '-D', this.dataDir, '-m', 'fast', '-l', this.logFile, '-w', '-t', '60']);
  }

  /** Stops the cluster (fast: sessions ended, a checkpoint written). */
  async stop(): Promise<void> {
    await this.stopIfRunning();
  }

  private async stopIfRunning(): Promise<void> {
    if (!existsSync(path.join(this.dataDir, 'PG_VERSION')) || this.pid() === null) return;
    try {
      await this.pg('pg_ctl', ['stop', '-D', this.dataDir, '-m', 'fast', '-w', '-t', '60']);
    } catch (error) {
      // The postmaster by its pid, as a last resort (it is this test's own cluster).
      const pid = this.pid();
      if (pid === null) return;
      process.kill(pid, 'SIGQUIT');
      throw error;
    }
  }
}

/** Whether a process of this pid runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** uid and gid of a user, from /etc/passwd. */
function userIds(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error(`No user ${name} (PostgreSQL must not run as root)`);
  return { uid: Number(uid), gid: Number(gid) };
}
