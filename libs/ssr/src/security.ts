import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { match, type SiteOrigins, type SiteName } from '@art/routing';

declare global {
  // Express's own extension point for `res.locals`.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** This response's Content-Security-Policy nonce ({@link pageContentSecurityPolicy}); pages only. */
      cspNonce?: string;
      /**
       * The version of the public content this response's page is kept under (`page-cache.ts`), when the page cache
       * read one: what the site server keeps besides pages (the main menu) is keyed by it too.
       */
      contentVersion?: string;
    }
  }
}

/** The methods a site answers: pages (GET, HEAD) and its forms without JavaScript (POST). */
const METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * Refuses, before anything reads it, a request a browser never sends: a method other than GET, HEAD or POST (TRACE,
 * PUT…: 405 with `Allow`), or a target that is not a path (`GET http://evil.example/es/shop`, `OPTIONS *`,
 * `//evil.example`: 400), which would otherwise reach the router and come back as a malformed redirect.
 */
export function requestGuard(): RequestHandler {
  return (req, res, next) => {
    if (!METHODS.has(req.method)) {
      res
        .status(405)
        .set('Allow', [...METHODS].join(', '))
        .type('text/plain')
        .send('Method Not Allowed');
      return;
    }
    if (!req.url.startsWith('/') || req.url.startsWith('//')) {
      res.status(400).type('text/plain').send('Bad Request');
      return;
    }
    next();
  };
}

/** What a site's Content-Security-Policy depends on besides the nonce: its configuration, never the request. */
export interface ContentSecurityPolicyOptions {
  /** The public origins of both sites: a form without JavaScript may post to one and be sent on to the other. */
  origins: SiteOrigins;
  /** Served over HTTPS: every `http:` address of the page is then fetched over HTTPS (`upgrade-insecure-requests`). */
  https: boolean;
  /** An analytics id is configured (`GA_ID`): gtag.js and its collection endpoints are allowed. */
  analytics: boolean;
  /** A maps key is configured (`MAPS_KEY`): the maps script, its tiles, fonts, frames and workers are allowed. */
  maps: boolean;
  /**
   * The origin the card payment form posts to (`REDSYS_URL`'s), on the site that sells; none when it is the API's
   * sandbox, which the shop serves on its own origin.
   */
  paymentOrigin?: string;
  /** Vite's dev server (`--dev`): its hot-reload client also talks to a WebSocket of its own, on another port. */
  development: boolean;
}

/** Google Analytics 4 through gtag.js (Google's published list for a CSP): the script and where it sends hits. */
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * The Maps JavaScript API under a strict (nonce) policy, as Google documents it: the script loads more of itself
 * (`'strict-dynamic'` lets it; the hosts are for browsers without it), evaluates code and runs blob: workers, and
 * draws tiles, fonts and frames from Google's hosts.
 */
const MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com', "'unsafe-eval'", 'blob:'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
    'data:',
  ],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
  worker: ['blob:'],
} as const;

/**
 * The Content-Security-Policy of a site's pages (decision 023). Scripts run only when they carry the page's `nonce`
 * (React Router's and the document's) or were added by one that does (`'strict-dynamic'`: route modules, gtag.js, the
 * maps script); `'self'` and the named hosts are what browsers without `'strict-dynamic'` fall back to, in place of a
 * blanket `https:`. Styles keep `'unsafe-inline'` (Emotion inserts `<style>` tags, components set `style`). Forms may
 * post to either site and to the card payment provider only; no page may be framed, change its base or load plugins.
 *
 * @example contentSecurityPolicy('r4nd0m…', { origins, https: true, analytics: true, maps: false, development: false })
 */
export function contentSecurityPolicy(nonce: string, options: ContentSecurityPolicyOptions): string {
  const { analytics, maps } = options;
  const sites = [...new Set([options.origins.fair, options.origins.shop])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(analytics ? ANALYTICS.script : []),
      ...(maps ? MAPS.script : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'", ...(maps ? MAPS.style : [])],
    ['img-src', "'self'", ...(analytics ? ANALYTICS.img : []), ...(maps ? MAPS.img : [])],
    ['font-src', "'self'", ...(maps ? MAPS.font : [])],
    [
      'connect-src',
      "'self'",
      // Vite's hot-reload WebSocket: the page's host, on a port of its own (development only).
      ...(options.development ? ['ws:'] : []),
      ...(analytics ? ANALYTICS.connect : []),
      ...(maps ? MAPS.connect : []),
    ],
    ['frame-src', ...(maps ? MAPS.frame : ["'none'"])],
    ['worker-src', "'self'", ...(maps ? MAPS.worker : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...sites, ...(options.paymentOrigin ? [options.paymentOrigin] : [])],
    ['frame-ancestors', "'none'"],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/** A fresh CSP nonce: 128 random bits from the system's CSPRNG, base64 (as CSP 3 suggests). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The headers every answer of a site carries: no MIME sniffing, no framing by another page (login, account and ticket
 * pages included: `frame-ancestors 'none'`, the part of a CSP browsers enforce only from the header), the referrer's
 * origin only across sites, no powerful features but the camera on the ticket desk (its QR reader), and, when the site
 * is served over HTTPS, HSTS. The pages get their full policy from {@link pageContentSecurityPolicy}.
 */
export function securityHeaders(site: SiteName, origins: SiteOrigins): RequestHandler {
  const https = origins[site].startsWith('https://');
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    const desk = match(req.path, { site })?.route.page === 'Validations';
    res.setHeader('Permissions-Policy', `camera=(${desk ? 'self' : ''}), microphone=(), geolocation=(), payment=()`);
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/**
 * The pages' Content-Security-Policy: a fresh nonce for each request, kept at `res.locals.cspNonce` (the render gives
 * it to every script of the page through the load context; a page served from a cache has its nonce rewritten to this
 * one), and the full policy of {@link contentSecurityPolicy} in place of `securityHeaders`' `frame-ancestors` alone,
 * except on a 304.
 * Mount it in front of whatever answers pages (the page cache and React Router), after the assets and the API proxy,
 * which need no nonce.
 */
export function pageContentSecurityPolicy(options: ContentSecurityPolicyOptions): RequestHandler {
  return (_req, res, next) => {
    const nonce = newCspNonce();
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options));
    // A 304 (the page cache's ETag, Express's own) keeps no policy: the browser shows the page it kept, whose scripts
    // carry the nonce of the policy it kept with it, and would take a 304's policy, with this fresh nonce, in its place.
    const writeHead = res.writeHead.bind(res) as (statusCode: number, ...rest: unknown[]) => typeof res;
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      if (statusCode === 304) res.removeHeader('Content-Security-Policy');
      return writeHead(statusCode, ...rest);
    }) as typeof res.writeHead;
    next();
  };
}
