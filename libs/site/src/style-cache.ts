import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { EMOTION_KEY } from './context';

/**
 * The properties that the browsers the sites are built for (Vite's default target: Chrome and Edge 107, Firefox 104,
 * Safari 16) still read only under a `-webkit-` prefix. Everything else the sites write is read unprefixed.
 */
export const WEBKIT_ONLY_PROPERTIES: ReadonlySet<string> = new Set([
  'backdrop-filter',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-image',
  'print-color-adjust',
  'text-size-adjust',
  'user-select',
]);

/**
 * Prefixes what {@link WEBKIT_ONLY_PROPERTIES} names and nothing else. Emotion's default prefixer writes every flex,
 * transition and text-decoration rule three times over (`-webkit-box`, `-ms-flexbox`…) for browsers a decade old: a
 * third of the critical CSS each page carries in its `<head>` (issue 14).
 */
export const prefixForTargets: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_ONLY_PROPERTIES.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * The sites' Emotion cache, the same on both sides: the server renders the critical CSS with it and the browser
 * adopts those tags by its key, inserting what it adds later with the same prefixing.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [prefixForTargets] });
}
