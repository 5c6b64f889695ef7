// The `test` every spec imports: Playwright's, plus a watch on the Content-Security-Policy of the
// built app. Any violation (reported by the page's `securitypolicyviolation` event or by Chromium's
// console message) in any page of the test fails it, naming the directive and what was blocked.
// In CI, screenshots saved to a file are not taken (see below).
import { expect, test as base, type Page } from '@playwright/test';

/** Screenshots written to a file are for people to look at (`test-results/`); in CI nobody looks,
 * and each costs the browser 0.2–0.5 s of CPU (the specs take about 130). They are taken unless CI
 * is set; E2E_SHOTS=1 takes them there too. A screenshot whose bytes a test reads is always taken. */
export const KEEP_SHOTS = !process.env.CI || process.env.E2E_SHOTS === '1';

function skipSavedShots(page: Page): void {
  const take = page.screenshot.bind(page);
  page.screenshot = (options) => (options?.path ? Promise.resolve(Buffer.alloc(0)) : take(options));
}

export const test = base.extend<{ cspViolations: string[]; savedShots: void }>({
  savedShots: [
    async ({ context }, use) => {
      if (!KEEP_SHOTS) {
        context.pages().forEach(skipSavedShots);
        context.on('page', skipSavedShots);
      }
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      const watch = (p: Page) =>
        p.on('console', (m) => {
          if (/Content Security Policy|CSP violation/i.test(m.text())) seen.push(m.text());
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
