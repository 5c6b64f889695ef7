// Issue 33 item 1, readable in the room: in Presenter mode at 1280×720 and 1024×768, at every step of
// the talk's VIP walk (talk-l2bridge pod-to-service), every text of the packet card and of the port
// close-up's current band (its rows, the lit rule, the load balancer's hash) is drawn at 18 CSS px or
// more on screen (font size × zoom). The close-up follows the packet band to band at that size: the
// card, the lit rule and the hash lie whole on the canvas, the band at least in part, and the band
// takes most of the canvas's width. "Fit port" shows the whole port; the next step zooms back in.
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

const MIN_PX = 18;

interface Reading {
  closeUp: boolean;
  /** Texts drawn under MIN_PX on screen, as "what: 'text' n px". */
  small: string[];
  /** What must lie whole on the canvas and does not. */
  off: string[];
  /** What must show at least in part and does not. */
  hidden: string[];
  /** Texts measured. */
  measured: number;
  /** The current band's width on screen over the canvas's, when there is one. */
  bandShare?: number;
  /** The canvas's zoom. */
  zoom: number;
}

/** What is read on screen now (`step` undefined), or once the step counter shows `step`: then read
 * each frame until nothing is wrong, for up to 5 s (the camera's move ends, at once with `instant`,
 * after the canvas has fitted the view). Judged in the page, in one round trip; throws when the
 * counter never gets there. `hashShown`: the current band shows the load balancer's hash. */
function look(page: Page, step?: number): Promise<Reading & { hashShown: boolean }> {
  return page.evaluate(
    async ({ min, step }) => {
      const read = () => {
        const canvas = document.querySelector('[data-testid="canvas"] .react-flow')!.getBoundingClientRect();
        const closeUp = !!document.querySelector('[data-testid="breadcrumb-port"]');
        // The card with its outer frame and chips.
        const card = document.querySelector('[data-testid="packet-body"]');
        const band = closeUp ? document.querySelector('[data-testid="canvas"] [data-testid^="band-"][data-current="true"]') : null;
        const lit = band?.querySelector('[data-winner="true"]');
        const hash = band?.querySelector('[data-testid="band-lb-hash"]');
        const parts: [string, Element | null | undefined][] = [
          ['the packet card', card],
          ['the current band', band],
        ];
        const small: string[] = [];
        let measured = 0;
        for (const [what, el] of parts) {
          if (!el) continue;
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const text = n.textContent?.trim();
            const host = n.parentElement;
            if (!text || !host) continue;
            const style = getComputedStyle(host);
            if (style.visibility === 'hidden' || style.display === 'none' || host.closest('.sr-only')) continue;
            // The drawn scale: the zoom of the canvas's viewport it is drawn in (its transform, times the
            // scale a camera move still playing adds).
            const vp = host.closest<HTMLElement>('.react-flow__viewport');
            const vs = vp ? getComputedStyle(vp) : undefined;
            const scale = vs ? new DOMMatrix(vs.transform).a * (vs.scale === 'none' ? 1 : parseFloat(vs.scale) || 1) : 1;
            const px = parseFloat(style.fontSize) * scale;
            measured++;
            if (px < min - 0.01) small.push(`${what}: '${text.slice(0, 24)}' ${px.toFixed(1)} px`);
          }
        }
        const whole = (r: DOMRect) => r.left >= canvas.left - 0.5 && r.right <= canvas.right + 0.5 && r.top >= canvas.top - 0.5 && r.bottom <= canvas.bottom + 0.5;
        const some = (r: DOMRect) => Math.min(r.right, canvas.right) - Math.max(r.left, canvas.left) > 20 && Math.min(r.bottom, canvas.bottom) - Math.max(r.top, canvas.top) > 10;
        const off: string[] = [];
        const hidden: string[] = [];
        if (card && !whole(card.getBoundingClientRect())) off.push('the packet card');
        if (hash && !whole(hash.getBoundingClientRect())) off.push('the hash');
        if (lit && !whole(lit.getBoundingClientRect())) off.push('the lit rule');
        if (band && !some(band.getBoundingClientRect())) hidden.push('the current band');
        const bandShare = band ? Math.min(band.getBoundingClientRect().width, canvas.width) / canvas.width : undefined;
        const vp = document.querySelector<HTMLElement>('[data-testid="canvas"] .react-flow__viewport');
        const zoom = vp ? new DOMMatrix(getComputedStyle(vp).transform).a : 0;
        return { closeUp, small, off, hidden, measured, bandShare, zoom };
      };
      // Nothing measured yet (the step's view still being drawn) is waited for too, as a wrong reading is.
      const wrong = (r: ReturnType<typeof read>) => r.measured === 0 || r.small.length + r.off.length + r.hidden.length > 0;
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      if (step !== undefined) {
        const text = () => document.querySelector('[data-testid="step-counter"]')?.textContent ?? '';
        for (const t0 = performance.now(); !text().includes(`step ${step} /`); await frame())
          if (performance.now() - t0 > 10_000) throw new Error(`the step counter shows “${text()}”, not step ${step}`);
      }
      let r = read();
      for (const t0 = performance.now(); step !== undefined && wrong(r) && performance.now() - t0 < 5_000; r = read()) await frame();
      return { ...r, hashShown: !!document.querySelector('[data-testid^="band-"][data-current="true"] [data-testid="band-lb-hash"]') };
    },
    { min: MIN_PX, step },
  );
}

/** What is read on screen now. */
const read = (page: Page): Promise<Reading> => look(page);

for (const size of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`Presenter at ${size.width}×${size.height}: the card and the close-up's current band at ${MIN_PX} px or more on screen, on the canvas, band to band, at every step of the VIP walk`, async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const player = new PlayerPage(page);
    await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=1&presenter=1');
    await expect(page.getByTestId('toggle-presenter')).toHaveAttribute('aria-pressed', 'true');
    const { total } = await player.position();
    let closeUps = 0;
    let bands = 0;
    let hashes = 0;
    // A key and one look per step (the body has the focus): a round trip each, not one per check.
    for (let step = 1; step <= total; step++) {
      if (step > 1) await page.keyboard.press('ArrowRight');
      const r = await look(page, step);
      expect([...r.small, ...r.off.map((w) => `${w} not whole on the canvas`), ...r.hidden.map((w) => `${w} not on the canvas`)], `step ${step}`).toEqual([]);
      expect(r.measured, `step ${step}: text measured`).toBeGreaterThan(0);
      if (r.closeUp) closeUps++;
      if (r.bandShare !== undefined) {
        bands++;
        // The band is most of the canvas's width (900 px at 1.5), the card beside or over its neighbour.
        expect(r.bandShare, `step ${step}: the band's share of the canvas's width`).toBeGreaterThan(0.7);
      }
      if (r.hashShown) {
        hashes++;
        await page.screenshot({ path: info.outputPath(`presenter-hash-${size.width}x${size.height}-step${step}.png`) });
      }
      if (step === 5) await page.screenshot({ path: info.outputPath(`presenter-closeup-${size.width}x${size.height}-step${step}.png`) });
    }
    // The walk crosses three ports' close-ups (the client's, the host vNIC's, web-1's), the load
    // balancer's hash among their bands.
    expect(closeUps).toBeGreaterThanOrEqual(10);
    expect(bands).toBeGreaterThanOrEqual(10);
    expect(hashes).toBeGreaterThanOrEqual(1);

    // The rest of the port: "Fit port" shows it whole (both ends), smaller; the next step zooms back in.
    await player.press('Home');
    let closeUpStep = 0;
    for (let step = 1; step <= total && !closeUpStep; step++) {
      if (step > 1) await player.press('ArrowRight');
      if (await page.getByTestId('breadcrumb-port').count()) closeUpStep = step;
    }
    expect(closeUpStep).toBeGreaterThan(0);
    await page.getByTestId('fit-view').click();
    const onCanvas = async (testId: string) => {
      const c = (await page.getByTestId('canvas').boundingBox())!;
      const b = (await page.getByTestId('canvas').getByTestId(testId).boundingBox())!;
      return b.y >= c.y - 0.5 && b.y + b.height <= c.y + c.height + 0.5;
    };
    await expect.poll(async () => (await onCanvas('port-end-vnic')) && (await onCanvas('port-end-switch'))).toBe(true);
    // Smaller than the room's zoom (1.5); the next step zooms back in.
    const fitted = (await read(page)).zoom;
    expect(fitted).toBeLessThan(1);
    await page.screenshot({ path: info.outputPath(`presenter-fit-${size.width}x${size.height}.png`) });
    await player.press('ArrowRight');
    await expect.poll(async () => (await read(page)).zoom).toBeCloseTo(1.5, 3);
    expect((await read(page)).small).toEqual([]);
    expect(player.errors).toEqual([]);
  });
}
