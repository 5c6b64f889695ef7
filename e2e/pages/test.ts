// The `test` every spec imports: Playwright's, plus a watch on the Content-Security-Policy of the
// built app. Any violation (reported by the page's `securitypolicyviolation` event or by Chromium's
// console message) in any page of the test fails it, naming the directive and what was blocked.
import { expect, test as base, type Page } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
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
