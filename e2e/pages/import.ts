// Page object for the Import mode: the file pickers, the file list, the replay and its report,
// the findings, the probes to send, the counters beside the walk, and redaction. Tests open the
// built app with `?instant` (no animation).
import { expect, type Locator, type Page } from '@playwright/test';

const FIXTURES = 'e2e/fixtures';
export const ENDPOINT = `${FIXTURES}/get-hnsendpoint-list-calico-vxlan-rke2.txt`;
export const RULES = `${FIXTURES}/vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt`;
export const COUNTERS = `${FIXTURES}/vfpctrl-rule-counters-calico-rke2.json`;
export const BROKEN = `${FIXTURES}/hns-endpoint-missing-comma.json`;
/** netsh's excluded port ranges of a node whose dynamic range is nearly used up. */
export const PORT_RANGES = `${FIXTURES}/excludedportrange-exhausted.txt`;
/** Another node's (a Flannel cluster's) hnsdiag: with the RKE2 files it makes no single node. */
export const OTHER_NODE = `${FIXTURES}/hnsdiag-list-all-flannel-vxlan.txt`;
/** The RKE2 node and its pod, as the replay names them (from the endpoint's PA and IP). */
export const NODE = 'node-10-156-233-218';
export const POD = 'ep-10-42-213-221';
/** The pod port's friendly name: the endpoint's id, as vfpctrl names container ports. */
export const POD_PORT = 'c9385412-bdef-49f5-88b0-c9d484ef6716';

export class ImportPage {
  /** Page errors and console errors seen since the page object was made. */
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (e) => this.errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`${m.text()} @ ${m.location().url}`);
    });
  }

  /** Opens the app (the demo) and switches to Import mode. */
  async open() {
    await this.page.goto('/demo/?instant#/');
    await expect(this.page.getByRole('heading', { name: 'VFP Lab' })).toBeVisible();
    await this.page.getByTestId('mode-import').click();
    await expect(this.panel).toBeVisible();
  }

  get panel(): Locator {
    return this.page.getByTestId('import-panel');
  }

  /** Gives files (or, with `folder`, one directory) as the pickers would. */
  async add(paths: string | string[], { folder = false } = {}) {
    await this.page.getByTestId(folder ? 'import-folder-input' : 'import-file-input').setInputFiles(paths);
  }

  get rows(): Locator {
    return this.page.getByTestId('file-row');
  }

  /** A file's row, by the name the importer gives it (`archive.zip!member` for zip members). */
  row(file: string): Locator {
    return this.page.locator(`[data-testid="file-row"][data-file="${file}"]`);
  }

  group(name: string): Locator {
    return this.page.locator(`[data-testid="file-group"][data-name="${name}"]`);
  }

  async replay() {
    await this.page.getByTestId('replay').click();
    await expect(this.page.getByTestId('replay-done')).toBeVisible();
  }

  section(id: 'files' | 'replay' | 'findings' | 'probes' | 'evidence' | 'redact'): Locator {
    return this.page.getByTestId(`import-${id}`);
  }

  /** A VFP port on the node view, by its friendly name. */
  port(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`${name}.*VFP port`) });
  }

  hint(label: string | RegExp): Locator {
    return this.page.getByTestId('probe-hint').filter({ hasText: label });
  }

  get evidence(): Locator {
    return this.page.getByTestId('evidence-row');
  }

  get stepCounter(): Locator {
    return this.page.getByTestId('step-counter');
  }

  /** Sends a hinted probe and waits until it has played to its end. */
  async send(label: string | RegExp) {
    await this.hint(label).click();
    await expect(this.stepCounter).toHaveText(/step (\d+) \/ \1$/);
  }

  /** Scrolls the left panel to a section, so that a screenshot shows it. */
  async scrollTo(target: Locator) {
    await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  }

  /** Switches the theme with the top bar's button. */
  async theme(theme: 'light' | 'dark') {
    const html = this.page.locator('html');
    const dark = await html.evaluate((el) => el.classList.contains('dark'));
    if (dark !== (theme === 'dark')) await this.page.getByTestId('theme').click();
    if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
    else await expect(html).not.toHaveClass(/\bdark\b/);
  }
}
