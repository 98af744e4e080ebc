/**
 * Whether an address is safe to put in `href`: relative (`/x`, `#x`, `?x`, `x`), or http(s), mailto or tel.
 * Script-bearing schemes (`javascript:`, `data:`, `vbscript:`…) are refused, whatever their spelling.
 * @example isSafeHref('/es/obras') // true;  isSafeHref(' JavaScript:alert(1)') // false
 */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and surrounding spaces when they read a scheme.
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020\u007f]/g, '');
  if (cleaned === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (!scheme?.[1]) return true;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1].toLowerCase());
}
