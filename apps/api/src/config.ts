import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The repository root: the nearest folder upwards holding `nx.json`. */
export function findWorkspaceRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  while (!existsSync(path.join(dir, 'nx.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
  return dir;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3333),
  /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().optional(),
  LOCALES_DIR: z.string().optional(),
  FAIR_ORIGIN: z.string().url().default('http://localhost:4200'),
  SHOP_ORIGIN: z.string().url().default('http://localhost:4300'),
  CURRENT_CATALOG_PREFIX: z.string().regex(/^[A-Z0-9]{2,12}$/).default('AM25'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ApiConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  imagesDir: string;
  localesDir: string;
  fairOrigin: string;
  shopOrigin: string;
  currentCatalogPrefix: string;
  logLevel: string;
}

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  const e = parsed.data;
  const root = findWorkspaceRoot();
  const dataDir = path.resolve(root, e.DATA_DIR ?? '.data');
  return {
    env: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    imagesDir: path.join(dataDir, 'images'),
    localesDir: path.resolve(root, e.LOCALES_DIR ?? 'locales'),
    fairOrigin: e.FAIR_ORIGIN.replace(/\/$/, ''),
    shopOrigin: e.SHOP_ORIGIN.replace(/\/$/, ''),
    currentCatalogPrefix: e.CURRENT_CATALOG_PREFIX,
    logLevel: e.LOG_LEVEL,
  };
}
