import type { SiteName } from '@art/routing';
import { apiProxy, type ApiProxyOptions } from '@art/server-util';

/** The site's own addresses of its robots.txt and sitemap files (`/sitemap.xml`, `/sitemap-1.xml`…). */
export const SEO_FILE_PATHS: (string | RegExp)[] = ['/robots.txt', /^\/sitemap(?:-[1-9][0-9]{0,5})?\.xml$/];

/**
 * `/robots.txt` and the sitemaps of a site, answered by the API at `/api/seo/{site}/…` (decision 011): it reads the
 * database and knows both sites' origins. Mount it on `SEO_FILE_PATHS`.
 */
export function seoFiles(site: SiteName, apiUrl: string, options: Omit<ApiProxyOptions, 'pathOf'> = {}) {
  return apiProxy(apiUrl, { ...options, pathOf: (req) => `/api/seo/${site}${req.path}` });
}
