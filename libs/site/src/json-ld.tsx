import { useCspNonce } from './context';

/**
 * Structured data for search engines (schema.org in JSON-LD): one component that writes it safely, and the pieces
 * several pages share (breadcrumbs). Each page builds its own main object (`Event`, `Article`, `VisualArtwork`…).
 */

/** A JSON-LD object: `@context` is added when absent. */
export type JsonLdObject = { '@type': string | string[] } & Record<string, unknown>;

/**
 * JSON for a `<script>` element: `<` (and the line separators JavaScript once refused) escaped, so no text of the
 * data (a title with `</script>`) can close the element.
 */
export function jsonLdText(data: JsonLdObject | readonly JsonLdObject[]): string {
  const withContext = (o: JsonLdObject) => ('@context' in o ? o : { '@context': 'https://schema.org', ...o });
  const value = Array.isArray(data) ? data.map(withContext) : withContext(data as JsonLdObject);
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A `<script type="application/ld+json">` with the data; render it anywhere in the page body. Data, never run, yet it
 * carries the page's nonce like every other script, so no script of a page is without one.
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  const nonce = useCspNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}

/** One step of a breadcrumb trail: its name and absolute address (the last step may omit it: the page itself). */
export interface Crumb {
  name: string;
  url?: string;
}

/** A schema.org `BreadcrumbList` of the steps, in order from the home page. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}
