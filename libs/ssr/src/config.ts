import type { SiteName, SiteOrigins } from '@art/routing';

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
 * `API_URL` (http://localhost:3333), `FAIR_ORIGIN`, `SHOP_ORIGIN` (the local addresses), `NODE_ENV`.
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
  };
}
