import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';

/** Elements whose text a reader never sees as the page's text. */
const UNSEEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/**
 * The text of a node of the server's HTML as a crawler (or a browser without JavaScript) reads it: every text node
 * outside scripts, styles and templates, whitespace collapsed. Stricter than a browser's `innerText`, which leaves out
 * what CSS hides: a key in a closed menu counts too. `between` goes between text nodes: none for an element's text
 * as `textContent` gives it, a space for a whole page, where two blocks' texts must not run into one word.
 */
export function textOf(node: Node, between = ''): string {
  const parts: string[] = [];
  const walk = (parent: Node) => {
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === 3) parts.push(child.textContent ?? '');
      else if (child.nodeType === 1 && !UNSEEN.has((child as Element).tagName)) walk(child);
    }
  };
  walk(node);
  return parts.join(between).replace(/\s+/g, ' ').trim();
}

/**
 * A page as the server sends it, without a browser: its status, headers and the HTML parsed by jsdom (no script
 * runs). For what the server's HTML alone proves (heads, texts, structured data); what needs a browser (hydration,
 * layout, the console) is for the browser tests.
 */
export async function serverPage(request: APIRequestContext, url: string, options: { maxRedirects?: number } = {}) {
  const res = await request.get(url, options);
  const document = new JSDOM(await res.text()).window.document;
  return { status: res.status(), headers: res.headers(), document };
}

/** The objects of a document's JSON-LD scripts, parsed (arrays flattened). */
export function jsonLdOf(document: Document): Record<string, unknown>[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => {
    const value = JSON.parse(script.textContent ?? '') as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}
