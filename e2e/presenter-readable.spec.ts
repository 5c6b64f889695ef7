// Issue 33 item 1, readable in the room (in part): in Presenter mode at 1280×720 and 1024×768, at every
// step of the talk's VIP walk (talk-l2bridge pod-to-service), the packet card's text is drawn at 18
// CSS px or more on screen (font size × zoom) and lies on the canvas. Not yet met, and so only
// measured here (attached per step, not asserted): the port close-up's current band, its lit rule and
// the load balancer's hash, drawn at 6–8 px (the close-up's zoom, 0.6). At the 1.5 they need, a band
// (900 px) and the card beside it are wider than the canvas: that needs another close-up layout.
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

const MIN_PX = 18;

/** The packet card's text drawn smaller than MIN_PX on screen or off the canvas (`small`), as
 * "what: 'text' n px"; the same for the close-up's current band (`band`, measured only). */
function tooSmall(page: Page): Promise<{ closeUp: boolean; small: string[]; measured: number; band: string[] }> {
  return page.evaluate((min) => {
    const canvas = document.querySelector('[data-testid="canvas"] .react-flow')!.getBoundingClientRect();
    const closeUp = !!document.querySelector('[data-testid="breadcrumb-port"]');
    const parts: [string, Element | null | undefined][] = [['the packet card', document.querySelector('[data-testid="packet-card"]')]];
    if (closeUp) {
      const band = document.querySelector('[data-testid="canvas"] [data-testid^="band-"][data-current="true"]');
      parts.push(['the lit rule', band?.querySelector('[data-winner="true"]')]);
      for (const row of band?.querySelectorAll('[data-testid^="rule-"]') ?? []) parts.push([`a rule of the current band`, row]);
      parts.push(['the hash', band?.querySelector('[data-testid="band-lb-hash"]')]);
    }
    const small: string[] = [];
    const band: string[] = [];
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
        const range = document.createRange();
        range.selectNodeContents(n);
        let r = range.getBoundingClientRect();
        // What a rule's row cuts off with an ellipsis (a long name, the last conditions) is the row's
        // design, not the camera's: the part inside its row is what counts.
        const row = host.closest('[data-testid^="rule-"]');
        if (row) {
          const b = row.getBoundingClientRect();
          r = new DOMRect(Math.max(r.left, b.left), Math.max(r.top, b.top), Math.min(r.right, b.right) - Math.max(r.left, b.left), Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top));
        }
        if (r.width <= 0 || r.height <= 0) continue;
        // The drawn scale: the zoom of the canvas's viewport it is drawn in (its transform, times the
        // scale a camera move still playing adds).
        const vp = host.closest<HTMLElement>('.react-flow__viewport');
        const vs = vp ? getComputedStyle(vp) : undefined;
        const scale = vs ? new DOMMatrix(vs.transform).a * (vs.scale === 'none' ? 1 : parseFloat(vs.scale) || 1) : 1;
        const px = parseFloat(style.fontSize) * scale;
        const out = what === 'the packet card' ? small : band;
        if (out === small) measured++;
        if (px < min - 0.01) out.push(`${what}: '${text.slice(0, 24)}' ${px.toFixed(1)} px`);
        else if (r.left < canvas.left - 0.5 || r.right > canvas.right + 0.5 || r.top < canvas.top - 0.5 || r.bottom > canvas.bottom + 0.5) out.push(`${what}: '${text.slice(0, 24)}' off the canvas`);
      }
    }
    return { closeUp, small, measured, band };
  }, MIN_PX);
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`Presenter at ${size.width}×${size.height}: the packet card at ${MIN_PX} px or more on screen, on the canvas, at every step of the VIP walk`, async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const player = new PlayerPage(page);
    await player.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=1&presenter=1');
    await expect(page.getByTestId('toggle-presenter')).toHaveAttribute('aria-pressed', 'true');
    const { total } = await player.position();
    let closeUps = 0;
    let shot = false;
    const notYet: string[] = [];
    for (let step = 1; step <= total; step++) {
      if (step > 1) await player.press('ArrowRight');
      await expect(player.stepCounter).toContainText(`step ${step} /`);
      // Follow's move ends (instant: at once) after the canvas has fitted the view.
      await expect.poll(async () => (await tooSmall(page)).small, { message: `step ${step}`, timeout: 5_000, intervals: [100, 200, 400] }).toEqual([]);
      const { closeUp, measured, band } = await tooSmall(page);
      expect(measured, `step ${step}: text measured`).toBeGreaterThan(0);
      if (closeUp) closeUps++;
      if (band.length > 0) notYet.push(`step ${step}: ${band.length} texts, e.g. ${band[0]}`);
      if (closeUp && !shot) {
        await page.screenshot({ path: info.outputPath(`presenter-closeup-${size.width}x${size.height}.png`) });
        shot = true;
      }
    }
    // The walk crosses three ports' close-ups (the client's, the host vNIC's, web-1's).
    expect(closeUps).toBeGreaterThanOrEqual(10);
    await info.attach('close-up text under 18 px (not yet met)', { body: notYet.join('\n') || 'none', contentType: 'text/plain' });
    expect(player.errors).toEqual([]);
  });
}
