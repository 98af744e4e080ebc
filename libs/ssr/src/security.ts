import type { RequestHandler } from 'express';
import { match, type SiteOrigins, type SiteName } from '@art/routing';

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

/**
 * The headers every answer of a site carries: no MIME sniffing, no framing by another page (login, account and ticket
 * pages included), the referrer's origin only across sites, no powerful features but the camera on the ticket desk
 * (its QR reader), and, when the site is served over HTTPS, HSTS. A nonce-based Content-Security-Policy for scripts is
 * still to come; `frame-ancestors` is the part of it browsers enforce only from the header.
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
