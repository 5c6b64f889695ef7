// A screenshot of the page with one part scrolled to the top of its scrolling panel: the specs that
// keep screenshots of long panels (the Vietnamese ones) take them this way.
import type { Locator, Page } from '@playwright/test';

export async function shot(page: Page, what: Locator, path: string) {
  await what.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path });
}
