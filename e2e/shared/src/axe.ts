import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails unless axe finds no serious or critical accessibility violation on the page as it is now; each violation is
 * listed by its rule, how many nodes break it, the first node, the rule's help and what axe found there (the colours
 * and their ratio, say), after `label` where given.
 */
export async function expectNoSeriousViolations(page: Page, label?: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label === undefined ? '' : `${label} `}${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}` +
        (v.nodes[0]?.any[0]?.message ? ` (${v.nodes[0].any[0].message})` : ''),
    );
  expect(serious).toEqual([]);
}
