/**
 * Seeds the database the API uses, once:
 *
 *   npx tsx tools/seed/src/cli.ts --size demo [--works 100000] [--images|--no-images] [--reset]
 *
 * `DATABASE_URL` selects a PostgreSQL server; otherwise the embedded PGlite database in `<DATA_DIR>/pglite`
 * (DATA_DIR defaults to `<repo>/.data`), with images in `<DATA_DIR>/images` and the press room's PDFs in
 * `<DATA_DIR>/files` (always written: they take a moment), exactly as the API opens them.
 * A database that already has a catalogue is left alone ("already seeded"); `--reset` starts from scratch.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, schema, type DatabaseHandle } from '@art/db';
import type { SeedSize } from './generate';
import { seedDatabase, type SeedSummary } from './seed';

const USAGE = 'Usage: seed [--size test|demo|bench] [--works N] [--images|--no-images] [--reset]';

const envSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).optional(),
});

interface CliOptions {
  size: SeedSize;
  works: number | undefined;
  images: boolean;
  reset: boolean;
}

/** Reads the command line; a wrong option is an error that names it. */
export function parseArguments(argv: readonly string[]): CliOptions {
  let size: SeedSize = 'demo';
  let works: number | undefined;
  let images: boolean | undefined;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value. ${USAGE}`);
      return next;
    };
    if (arg === '--size') {
      const v = value();
      if (v !== 'test' && v !== 'demo' && v !== 'bench') throw new Error(`Unknown size "${v}". ${USAGE}`);
      size = v;
    } else if (arg === '--works') {
      const v = value();
      if (!/^\d{1,7}$/.test(v) || Number(v) < 1) throw new Error(`--works must be a positive whole number, got "${v}"`);
      works = Number(v);
    } else if (arg === '--images') images = true;
    else if (arg === '--no-images') images = false;
    else if (arg === '--reset') reset = true;
    else throw new Error(`Unknown option "${arg}". ${USAGE}`);
  }
  // Rendering is the slow part: on by default only for the demo, which people look at.
  return { size, works, images: images ?? size === 'demo', reset };
}

/** The repository root: the nearest folder upwards holding `nx.json` (as the API finds it). */
function workspaceRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  while (!existsSync(path.join(dir, 'nx.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
  return dir;
}

async function resetServer(handle: DatabaseHandle): Promise<void> {
  // Dropping the schemas removes tables, extensions' objects and the migration journal; migrate() rebuilds all.
  await handle.db.execute(
    sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;'),
  );
}

function printSummary(summary: SeedSummary, seconds: number): void {
  const width = Math.max(...Object.keys(summary).map((k) => k.length));
  for (const [table, count] of Object.entries(summary))
    console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en')}`);
  console.log(`Seeded in ${seconds.toFixed(1)} s`);
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success)
    throw new Error(
      `Invalid seed configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const env = parsed.data;
  const dataDir = path.resolve(workspaceRoot(), env.DATA_DIR ?? '.data');
  const pgliteDir = path.join(dataDir, 'pglite');
  const imagesDir = path.join(dataDir, 'images');
  const filesDir = path.join(dataDir, 'files');
  const started = performance.now();

  if (options.reset) {
    if (!env.DATABASE_URL) await rm(pgliteDir, { recursive: true, force: true });
    await rm(imagesDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
  }
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 2 } : { dataDir: pgliteDir });
  try {
    if (options.reset && env.DATABASE_URL) await resetServer(handle);
    await handle.migrate();
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.catalogs);
    if ((row?.n ?? 0) > 0) {
      console.log(
        `Database already seeded (${env.DATABASE_URL ? 'PostgreSQL server' : pgliteDir}); use --reset to start again.`,
      );
      return;
    }
    const where = env.DATABASE_URL ? 'the PostgreSQL server' : pgliteDir;
    console.log(`Seeding ${options.size} content into ${where}${options.images ? `, images in ${imagesDir}` : ''} …`);
    let shown = -1;
    const summary = await seedDatabase(handle.db, {
      size: options.size,
      works: options.works,
      images: options.images
        ? {
            imagesDir,
            onProgress: (done, total) => {
              const tenth = Math.floor((done * 10) / total);
              if (tenth !== shown) {
                shown = tenth;
                console.log(`  images ${done}/${total} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
              }
            },
          }
        : false,
      files: { filesDir },
    });
    printSummary(summary, (performance.now() - started) / 1000);
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
