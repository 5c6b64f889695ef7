// The accessibility check every journey can call where it stands: axe-core (WCAG 2.x A and AA, and
// best practices such as "every control inside a landmark") over the whole page; a failure lists
// each rule with the elements that broke it, so the fix is findable from the test report.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function a11yViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`);
}

/** Fails with every violation found now, in the view the page shows; `where` names it in the report. */
export async function expectNoA11yViolations(page: Page, where: string): Promise<void> {
  expect(await a11yViolations(page), `axe-core violations in ${where}`).toEqual([]);
}
