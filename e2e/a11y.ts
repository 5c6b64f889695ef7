// The accessibility check every journey can call where it stands: axe-core (WCAG 2.x A and AA, and
// best practices such as "every control inside a landmark") over the whole page, in the view it shows; a failure lists
// each rule with the elements that broke it, so the fix is findable from the test report.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function a11yViolations(page: Page): Promise<string[]> {
  // axe's default rule set (WCAG 2.0-2.2 A/AA and best practices), plus the still "experimental"
  // rule that a control's name contains its visible text (WCAG 2.5.3, Label in Name).
  // Legacy mode runs axe in the page itself (the app has no iframes) instead of gathering frame
  // results in a second, blank page; only violations are reported in full (passes would serialise
  // every node checked). Same violations, 2.9 instead of 6.6 s of CPU per check (measured).
  const r = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`);
}

/** Fails with every violation found now, in the view the page shows; `where` names it in the report. */
export async function expectNoA11yViolations(page: Page, where: string): Promise<void> {
  expect(await a11yViolations(page), `axe-core violations in ${where}`).toEqual([]);
}
