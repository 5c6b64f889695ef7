// Page object for the builder (Build mode): the palette, the properties forms, New / Open / Save,
// drag-and-drop, undo/redo and the two canvas views. Tests open the built app with `?instant`.
import { expect, type Locator, type Page } from '@playwright/test';

export interface PodInput {
  name: string;
  node: string;
  labels?: string;
  listen?: string;
}

export class BuilderPage {
  /** Page errors and console errors seen since the page object was made. */
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (e) => this.errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`${m.text()} @ ${m.location().url}`);
    });
  }

  async open(hash = '#/') {
    await this.page.goto(`/demo/?instant${hash}`);
    await expect(this.page.getByRole('heading', { name: 'VFP Lab' })).toBeVisible();
  }

  get emptyState(): Locator {
    return this.page.getByTestId('empty-state');
  }

  get openError(): Locator {
    return this.page.getByTestId('open-error');
  }

  get picker(): Locator {
    return this.page.getByTestId('scenario-picker');
  }

  clusterNode(name: string): Locator {
    return this.page.getByTestId(`cluster-node-${name}`);
  }

  service(name: string): Locator {
    return this.page.getByTestId(`service-${name}`);
  }

  podChip(name: string): Locator {
    return this.page.getByTestId(`pod-chip-${name}`);
  }

  form(kind: 'node' | 'pod' | 'service' | 'policy' | 'external' | 'cluster'): Locator {
    return this.page.getByTestId(`${kind}-form`);
  }

  async newScenario() {
    await this.page.getByTestId('file-new').click();
    await expect(this.emptyState).toContainText('Add a Windows node to start');
    await expect(this.page.getByTestId('mode-build')).toHaveAttribute('aria-pressed', 'true');
  }

  async add(what: 'windows-node' | 'linux-node' | 'pod' | 'service' | 'policy' | 'external' | 'probe') {
    await this.page.getByTestId(`add-${what}`).click();
  }

  /** Types into a field of the open form and commits it with Enter; the edit must be applied. */
  async set(testId: string, value: string) {
    const field = this.page.getByTestId('build-panel').getByTestId(testId);
    await field.fill(value);
    await field.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(field).toHaveValue(value);
  }

  async choose(testId: string, value: string) {
    const field = this.page.getByTestId('build-panel').getByTestId(testId);
    await field.selectOption(value);
    await expect(field).toHaveValue(value);
  }

  async addPod(p: PodInput) {
    await this.add('pod');
    await expect(this.form('pod')).toBeVisible();
    await this.choose('pod-node', p.node);
    await this.set('pod-name', p.name);
    if (p.labels) await this.set('pod-labels', p.labels);
    if (p.listen) await this.set('pod-listen', p.listen);
  }

  async addService(name: string, selector: string) {
    await this.add('service');
    await expect(this.form('service')).toBeVisible();
    await this.set('service-name', name);
    await this.set('service-selector', selector);
  }

  undoButton(): Locator {
    return this.page.getByTestId('undo');
  }

  redoButton(): Locator {
    return this.page.getByTestId('redo');
  }

  /** Clicks undo until `done` is visible; returns how many steps it took. */
  async undoUntil(done: Locator, max = 60): Promise<number> {
    for (let n = 1; n <= max; n++) {
      await this.undoButton().click();
      if (await done.isVisible()) return n;
    }
    throw new Error(`still not there after ${max} undos`);
  }

  async redoTimes(n: number) {
    for (let k = 0; k < n; k++) await this.redoButton().click();
  }

  /** Picks a file in the Open dialog (the hidden file input). */
  async openFile(name: string, text: string) {
    await this.page.getByTestId('file-input').setInputFiles({ name, mimeType: name.endsWith('.json') ? 'application/json' : 'text/yaml', buffer: Buffer.from(text) });
  }

  /** Drops a file on the canvas, as a user dragging it from the desktop would. */
  async dropFile(name: string, text: string) {
    const dataTransfer = await this.page.evaluateHandle(
      ([n, t]) => {
        const dt = new DataTransfer();
        dt.items.add(new File([t], n, { type: 'text/yaml' }));
        return dt;
      },
      [name, text] as const,
    );
    // The window's drop handler comes with New/Open/Save, right after the demo's first step.
    await expect(this.page.getByTestId('file-open')).toBeVisible();
    const canvas = this.page.getByTestId('canvas');
    await canvas.dispatchEvent('dragenter', { dataTransfer });
    await expect(this.page.getByTestId('drop-hint')).toBeVisible();
    await canvas.dispatchEvent('dragover', { dataTransfer });
    await canvas.dispatchEvent('drop', { dataTransfer });
  }

  async openNode(name: string) {
    await this.page.getByRole('button', { name: `Open node ${name}` }).click();
    await expect(this.page.getByTestId('breadcrumb-node')).toContainText(name);
  }

  async backToCluster() {
    await this.page.getByTestId('breadcrumb-cluster').click();
    await expect(this.page.getByTestId('breadcrumb-node')).toHaveCount(0);
  }

  async setTheme(theme: 'light' | 'dark') {
    const dark = await this.page.evaluate(() => document.documentElement.classList.contains('dark'));
    if (dark !== (theme === 'dark')) await this.page.getByTestId('theme').click();
    await expect(this.page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
  }
}
