/**
 * zod for this library's schemas, with its compiled parsers turned off: the sites' pages run under a
 * Content-Security-Policy without `'unsafe-eval'` (decision 023), which refuses zod's `new Function` parsers and
 * reports even the probe zod makes for them when a schema is built. Imported before any schema is built, so the setting
 * holds wherever they are used (browser, site server, API); the interpreted parsers are fast enough for forms.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
