import path from 'node:path';
import type { SiteName, SiteOrigins } from '@art/routing';
import { findWorkspaceRoot, logLevel, type LogLevel } from '@art/server-util';
import { SITE_API_TIMEOUT_MS } from '@art/site';

/** What a site server reads from its environment; every variable is optional. */
export interface SiteServerConfig {
  site: SiteName;
  host: string;
  port: number;
  /** Where the API listens, seen from this server (`/api/*` is proxied there, loaders query it). */
  apiUrl: string;
  /** Public origins of both sites, for canonical URLs and links between them. */
  origins: SiteOrigins;
  production: boolean;
  /** The translations this server reads itself (`common`, for pages while the API is away): `<root>/locales`. */
  localesDir: string;
  /** How long one call to the API may take before the page answers 503 (decision 021). */
  apiTimeoutMs: number;
  /** On SIGTERM or SIGINT: how long requests in flight may take to finish before their connections are cut. */
  shutdownTimeoutMs: number;
  /** The analytics id (`GA_ID`); empty for none. The page's policy allows the analytics hosts only with one. */
  gaId: string;
  /** The maps key (`MAPS_KEY`); empty for none. The page's policy allows the maps hosts only with one. */
  mapsKey: string;
  /**
   * The origin of the card payment provider's form (`REDSYS_URL`, the API's variable), which the payment page posts
   * to; undefined when the API uses its own sandbox, served on the shop's origin.
   */
  paymentOrigin: string | undefined;
  /** What the server says about itself (`LOG_LEVEL`, `info`): `warn` keeps its start and stop lines quiet. */
  logLevel: LogLevel;
}

function milliseconds(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > 600_000)
    throw new Error(`${name} must be a number of milliseconds (${min}–600000), not "${value}"`);
  return n;
}

const DEFAULT_PORTS: Record<SiteName, number> = { fair: 4200, shop: 4300 };

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`${name} must be a port number (1–65535), not "${value}"`);
  return n;
}

function origin(value: string | undefined, fallback: string, name: string): string {
  const text = value && value !== '' ? value : fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, not "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be http or https, not "${text}"`);
  return url.origin;
}

/**
 * The configuration of the fair or shop server: `FAIR_PORT`/`SHOP_PORT` (4200/4300), `SITE_HOST` (0.0.0.0),
 * `API_URL` (http://localhost:3333), `FAIR_ORIGIN`, `SHOP_ORIGIN` (the local addresses), `NODE_ENV`, `LOCALES_DIR`
 * (`locales` of the repository), `API_TIMEOUT_MS` (10000), `SHUTDOWN_TIMEOUT_MS` (10000), `GA_ID`, `MAPS_KEY` and
 * `REDSYS_URL` (none), `LOG_LEVEL` (info).
 * A bad value stops the server with a message naming the variable.
 */
export function loadSiteConfig(site: SiteName, env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const fairPort = port(env['FAIR_PORT'], DEFAULT_PORTS.fair, 'FAIR_PORT');
  const shopPort = port(env['SHOP_PORT'], DEFAULT_PORTS.shop, 'SHOP_PORT');
  return {
    site,
    host: env['SITE_HOST'] || '0.0.0.0',
    port: { fair: fairPort, shop: shopPort }[site],
    apiUrl: origin(env['API_URL'], `http://localhost:${env['API_PORT'] || 3333}`, 'API_URL'),
    origins: {
      fair: origin(env['FAIR_ORIGIN'], `http://localhost:${fairPort}`, 'FAIR_ORIGIN'),
      shop: origin(env['SHOP_ORIGIN'], `http://localhost:${shopPort}`, 'SHOP_ORIGIN'),
    },
    production: env['NODE_ENV'] === 'production',
    localesDir: path.resolve(findWorkspaceRoot(), env['LOCALES_DIR'] || 'locales'),
    apiTimeoutMs: milliseconds(env['API_TIMEOUT_MS'], SITE_API_TIMEOUT_MS, 'API_TIMEOUT_MS', 100),
    shutdownTimeoutMs: milliseconds(env['SHUTDOWN_TIMEOUT_MS'], 10_000, 'SHUTDOWN_TIMEOUT_MS', 0),
    gaId: env['GA_ID']?.trim() ?? '',
    mapsKey: env['MAPS_KEY']?.trim() ?? '',
    paymentOrigin: env['REDSYS_URL'] ? origin(env['REDSYS_URL'], '', 'REDSYS_URL') : undefined,
    logLevel: logLevel(env['LOG_LEVEL']),
  };
}
