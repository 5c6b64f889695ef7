// Page object for the player (the Trace mode): the probe list, the composer, the playback bar, the
// event list and the inspector's sections. Tests open the built app with `?instant` (no animation).
import { expect, type Locator, type Page } from '@playwright/test';

export class PlayerPage {
  /** Page errors and console errors seen since the page object was made. */
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (e) => this.errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`${m.text()} @ ${m.location().url}`);
    });
  }

  /** Stops following the packet and goes to the cluster view, to look around on one's own. */
  async lookAround() {
    await this.page.getByTestId('toggle-follow').click();
    await this.page.getByTestId('breadcrumb-cluster').click();
  }

  /** Opens a node's view from the cluster view (its "Open ›" button). */
  async openNode(name: string) {
    await this.page.getByTestId(`cluster-node-${name}`).getByRole('button', { name: /Open/ }).click();
  }

  /** Opens the app at a hash (`#/scenario/...`, `#/share/...`); `instant` turns animation off. */
  async open(hash = '', { instant = true } = {}) {
    await this.page.goto(`/demo/${instant ? '?instant' : ''}${hash}`);
    await expect(this.page.getByRole('heading', { name: 'VFP Lab' })).toBeVisible();
  }

  probe(name: string): Locator {
    return this.page.getByTestId(`probe-${name}`);
  }

  get stepCounter(): Locator {
    return this.page.getByTestId('step-counter');
  }

  get narration(): Locator {
    return this.page.getByTestId('narration');
  }

  get packet(): Locator {
    return this.page.getByTestId('packet');
  }

  verdict(leg: 'request' | 'reply'): Locator {
    return this.page.getByTestId(`verdict-${leg}`);
  }

  event(step: number): Locator {
    return this.page.getByTestId(`event-${step}`);
  }

  /** Events (rows of the list) whose narration contains `text`. */
  eventsWith(text: string | RegExp): Locator {
    return this.page.getByTestId('event-list').getByRole('button').filter({ hasText: text });
  }

  section(id: 'pipeline' | 'headers' | 'lb' | 'verdict' | 'real-node'): Locator {
    return this.page.getByTestId(`section-${id}`);
  }

  /** The current step and the number of steps, as the counter shows them. */
  async position(): Promise<{ step: number; total: number }> {
    const m = /step (\d+) \/ (\d+)/.exec((await this.stepCounter.textContent()) ?? '');
    if (!m) throw new Error('no step counter');
    return { step: Number(m[1]), total: Number(m[2]) };
  }

  /** Waits until the trace has played to its last step (long traces take a while on a busy machine). */
  async waitForEnd(): Promise<number> {
    await expect(this.stepCounter).toHaveText(/step (\d+) \/ \1$/, { timeout: 30_000 });
    return (await this.position()).total;
  }

  /** Sends a saved probe and waits until it has played to its end. */
  async playProbe(name: string): Promise<number> {
    await this.probe(name).click();
    return this.waitForEnd();
  }

  /** Goes to a step and waits for the panels too: they follow the canvas in a transition, a
   * moment later on a busy machine (player/usePanelStep.ts). */
  async goToStep(step: number) {
    await this.event(step).click();
    await expect(this.stepCounter).toHaveText(new RegExp(`step ${step} /`));
    await expect(this.event(step)).toHaveAttribute('aria-current', 'step');
    const inspector = this.page.getByTestId('inspector');
    if (await inspector.isVisible()) await expect(inspector).toContainText(new RegExp(`Step ${step} of|Bước ${step}`));
  }

  /** The step of the first event whose narration matches. */
  async stepOf(text: string | RegExp): Promise<number> {
    const id = await this.eventsWith(text).first().getAttribute('data-testid');
    return Number(id?.replace('event-', ''));
  }

  async press(key: string) {
    // Keys go to the page, not to a focused field.
    await this.page.locator('body').press(key);
  }

  hash(): Promise<string> {
    return this.page.evaluate(() => window.location.hash);
  }
}
