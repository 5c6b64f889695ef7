// Issue 33 item 4: a calm first ten seconds. A first visit (nothing saved, no link), at the real
// speed: playback starts only once the side panels have what they show (no "Loading…" while the demo
// plays); the inspector and the event list show the step the counter shows; the first-visit line
// never covers the canvas; a first visit in Vietnamese draws the canvas; every control is at least
// 24×24 CSS px (WCAG 2.2 target size) and the top bar fits, in English and Vietnamese; the layout
// shift while the demo plays stays within 0.1 (Lighthouse's CLS: the worst session window), on a
// desktop and a phone. Screenshots at 1280×720 and 1024×768 are attached for a look.
import { expect, test } from './pages/test';
import type { Page } from '@playwright/test';
import { PlayerPage } from './pages/player';

test.describe.configure({ timeout: 90_000 });

interface Sample {
  t: number;
  counter: number | undefined;
  inspector: number | undefined;
  list: number | undefined;
  loading: number;
  playing: boolean;
}

/** Samples the page every animation frame for `ms`: the counter's step, the inspector's, the list's. */
async function sample(page: Page, ms: number): Promise<Sample[]> {
  return page.evaluate(async (ms) => {
    const out: Sample[] = [];
    const num = (s: string | null | undefined) => {
      const m = /(\d+)\D{1,8}\d+/.exec(s ?? '');
      return m ? Number(m[1]) : undefined;
    };
    const t0 = performance.now();
    while (performance.now() - t0 < ms) {
      await new Promise((r) => requestAnimationFrame(r));
      const current = document.querySelector('[data-testid="event-list"] [aria-current="step"]')?.getAttribute('data-testid');
      out.push({
        t: performance.now() - t0,
        counter: num(document.querySelector('[data-testid="step-counter"]')?.textContent),
        inspector: num(document.querySelector('[data-testid="step-panel"]')?.textContent),
        list: current ? Number(current.replace('event-', '')) : undefined,
        loading: document.querySelectorAll('[data-testid="loading-chunk"]').length,
        playing: document.querySelector('[data-testid="play"]')?.getAttribute('aria-label') === 'Pause',
      });
    }
    return out;
  }, ms);
}

/** The longest time (ms) a panel showed another step than the counter, over consecutive samples. */
function longestLag(samples: Sample[], panel: 'inspector' | 'list'): number {
  let worst = 0;
  let since: number | undefined;
  for (const s of samples) {
    const off = s.counter !== undefined && s.counter > 0 && s[panel] !== s.counter;
    if (off && since === undefined) since = s.t;
    if (!off && since !== undefined) {
      worst = Math.max(worst, s.t - since);
      since = undefined;
    }
  }
  if (since !== undefined) worst = Math.max(worst, samples.at(-1)!.t - since);
  return worst;
}

/** Every control on screen smaller than 24×24 CSS px (WCAG 2.2 SC 2.5.8), as "testid or label: w×h". */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], input, select, [role="button"], [role="tab"], [role="switch"], summary')) {
      // The canvas (zoomed drawings) and the inspector are measured by their own specs.
      if (el.closest('[data-testid="canvas"], [data-testid="inspector"], [aria-hidden="true"], .sr-only')) continue;
      // A checkbox or radio in its label: the label is the target.
      const target = el instanceof HTMLInputElement && /checkbox|radio/.test(el.type) && el.closest('label') ? el.closest('label')! : el;
      const r = target.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // Inline links inside a sentence are exempt (SC 2.5.8 "inline").
      if (el.tagName === 'A' && style.display === 'inline' && el.parentElement && el.parentElement.textContent!.trim().length > el.textContent!.trim().length + 20) continue;
      if (r.width < 24 - 0.01 || r.height < 24 - 0.01) out.push(`${el.dataset.testid ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20)}: ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    }
    return out;
  });
}

/** What does not fit in the top bar: its content wider than the bar, a control out of it, two
 * controls over each other. */
async function barOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!;
    const box = bar.getBoundingClientRect();
    const out: string[] = [];
    if (bar.scrollWidth > bar.clientWidth + 0.5) out.push(`the bar is ${bar.scrollWidth} px wide in ${bar.clientWidth}`);
    const name = (e: HTMLElement) => e.dataset.testid ?? e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 20);
    const controls = [...bar.querySelectorAll<HTMLElement>('button, a[href], select')].map((e) => ({ e, r: e.getBoundingClientRect() })).filter(({ r }) => r.width > 1 && r.height > 1);
    for (const { e, r } of controls) if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push(`${name(e)} is out of the bar (${r.left.toFixed(0)}–${r.right.toFixed(0)})`);
    for (const [i, a] of controls.entries())
      for (const b of controls.slice(i + 1)) {
        if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 0.5 && y > 0.5) out.push(`${name(a.e)} overlaps ${name(b.e)} by ${x.toFixed(1)} px`);
      }
    return out;
  });
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`a first visit at ${size.width}×${size.height}: panels ready before playback, in step with the counter, the line beside the canvas`, async ({ page }, info) => {
    await page.setViewportSize(size);
    const player = new PlayerPage(page);
    await player.open('', { instant: false });
    const samples = await sample(page, 10_000);
    // It played, and never past a "Loading…".
    expect(Math.max(...samples.map((s) => s.counter ?? 0)), 'the demo plays').toBeGreaterThanOrEqual(2);
    const loadingWhilePlaying = samples.filter((s) => s.loading > 0 && (s.counter ?? 0) >= 1);
    expect(loadingWhilePlaying.map((s) => `${s.t.toFixed(0)} ms: step ${s.counter}`), 'a panel says Loading… while the demo plays').toEqual([]);
    // The panels show the counter's step (a few frames behind at most, never a whole hop).
    const off = samples.filter((x) => (x.counter ?? 0) > 0 && x.inspector !== x.counter).map((x) => `${x.t.toFixed(0)}: ${x.counter}/${x.inspector}/${x.list}`);
    expect(longestLag(samples, 'inspector'), `the inspector lags the counter (ms): ${off.join(', ')}`).toBeLessThan(250);
    expect(longestLag(samples, 'list'), 'the event list lags the counter (ms)').toBeLessThan(250);
    // The first-visit line sits beside the canvas, not over it.
    const line = await page.getByTestId('first-visit').boundingBox();
    const canvas = await page.getByTestId('canvas').boundingBox();
    expect(line && canvas).toBeTruthy();
    expect(line!.y + line!.height, 'the line ends above the canvas').toBeLessThanOrEqual(canvas!.y + 0.5);
    await page.screenshot({ path: info.outputPath(`first-visit-${size.width}x${size.height}.png`) });
    expect(player.errors).toEqual([]);
  });
}

test('a first visit in Vietnamese draws the canvas, and plays', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await page.goto('/demo/?lang=vi');
  await expect(page.getByRole('heading', { name: 'VFP Lab' })).toBeVisible();
  await expect(player.stepCounter).toHaveText(/[3-9] \/ \d+/, { timeout: 20_000 });
  // At step 3 and after: the cluster's or the node's boxes and the packet are drawn, inside the canvas.
  // A change of level draws the new view's boxes once React Flow has measured them (a frame or
  // two hidden), and on a loaded machine the page can be busy a second or more mounting that view
  // (nothing is painted then, and a look cannot run): each look allows that, not an empty canvas
  // (the close-up's chunk still on its way left it empty for seconds).
  const boxesOnCanvas = async () => {
    const canvas = (await page.getByTestId('canvas').boundingBox())!;
    const drawn = await page.getByTestId('canvas').locator('.react-flow__node').evaluateAll((els) =>
      els.filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
      }).map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
    );
    return drawn.filter((r) => r.x < canvas.x + canvas.width && r.x + r.width > canvas.x && r.y < canvas.y + canvas.height && r.y + r.height > canvas.y).length;
  };
  for (let i = 0; i < 4; i++) {
    const at = await player.stepCounter.textContent();
    await expect.poll(boxesOnCanvas, { message: `boxes drawn on the canvas at ${at}`, timeout: 3_000, intervals: [50, 100, 200] }).toBeGreaterThan(0);
    await expect(player.packet).toBeVisible();
    await page.waitForTimeout(400);
  }
  await page.screenshot({ path: info.outputPath('first-visit-vi-1280x720.png') });
  expect(player.errors).toEqual([]);
});

// One page, measured at both sizes (the window resized as a projector's would be) in English, then
// in Vietnamese by the language switch (the words and the bar are the same as on a first visit in
// Vietnamese; a boot and a demo run more checked nothing else).
test('every control is at least 24×24 px and the top bar fits (en and vi, 1280×720 and 1024×768)', async ({ page }, info) => {
  const player = new PlayerPage(page);
  await page.goto('/demo/?instant&lang=en');
  await expect(page.getByRole('heading', { name: 'VFP Lab' })).toBeVisible();
  await expect(player.stepCounter).toHaveText(/(\d+) \/ \1$/, { timeout: 60_000 });
  for (const lang of ['en', 'vi'] as const) {
    if (lang === 'vi') {
      await page.getByTestId('lang-vi').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.getByTestId('mode-build')).toHaveText('Xây dựng');
      await expect(player.stepCounter).toHaveText(/(\d+) \/ \1$/);
    }
    for (const size of [
      { width: 1280, height: 720 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await expect(page.getByTestId('step-panel')).toBeVisible();
      await expect(page.getByTestId('loading-chunk')).toHaveCount(0);
      await expect.poll(() => smallTargets(page), { message: `${lang} ${size.width}×${size.height}` }).toEqual([]);
      expect(await barOverflow(page), `the top bar fits at ${size.width}×${size.height} (${lang})`).toEqual([]);
      // The language buttons, named by the issue.
      for (const b of await page.getByRole('group').filter({ has: page.getByRole('button', { name: /^(EN|VI)$/ }) }).getByRole('button').all()) {
        const r = (await b.boundingBox())!;
        expect(r.width).toBeGreaterThanOrEqual(24);
        expect(r.height).toBeGreaterThanOrEqual(24);
      }
      await page.screenshot({ path: info.outputPath(`targets-${lang}-${size.width}x${size.height}.png`) });
    }
  }
  expect(player.errors).toEqual([]);
});

// Lighthouse's presets: desktop 1350×940, mobile a 412×823 phone (touch, device pixel ratio 1.75).
// Counted while the demo plays, from its first step on, in Lighthouse's way (session windows).
for (const preset of [
  { name: 'desktop', viewport: { width: 1350, height: 940 }, mobile: false },
  { name: 'mobile', viewport: { width: 412, height: 823 }, mobile: true },
] as const) {
  test.describe(`layout shift while the demo plays (${preset.name})`, () => {
    test.use({ viewport: preset.viewport, isMobile: preset.mobile, hasTouch: preset.mobile, deviceScaleFactor: preset.mobile ? 1.75 : 1 });
    test('stays within 0.1 over the first ten seconds of a first visit', async ({ page }, info) => {
      // Every shift from the first paint on, with what moved (Lighthouse counts those without input),
      // and when the first step was on screen.
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { t: number; value: number; what: string[] }[]; played?: number };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (e.hadRecentInput) continue;
            const what = (e.sources ?? []).map((s) => {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              return el ? `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 3).join('.')}` : '?';
            });
            w.shifts.push({ t: e.startTime, value: e.value, what });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        const look = (t: number) => {
          if (/^step [1-9]/.test(document.querySelector('[data-testid="step-counter"]')?.textContent ?? '')) w.played = t;
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      const player = new PlayerPage(page);
      await player.open('', { instant: false });
      await expect(player.stepCounter).toHaveText(/^step [1-9]\d* \//, { timeout: 20_000 });
      await page.waitForTimeout(10_000);
      const { shifts, played } = await page.evaluate(() => {
        const w = window as unknown as { shifts: { t: number; value: number; what: string[] }[]; played: number };
        return { shifts: w.shifts, played: w.played };
      });
      expect(played, 'the first step was seen').toBeGreaterThan(0);
      // Session windows: shifts less than 1 s apart, at most 5 s long; CLS is the largest window's sum.
      let cls = 0;
      let window = 0;
      let start = -Infinity;
      let last = -Infinity;
      const playing = shifts.filter((s) => s.t >= played);
      for (const s of playing) {
        if (s.t - last > 1000 || s.t - start > 5000) {
          window = 0;
          start = s.t;
        }
        window += s.value;
        last = s.t;
        cls = Math.max(cls, window);
      }
      const say = (list: typeof shifts) => list.filter((s) => s.value >= 0.005).map((s) => `${s.t.toFixed(0)} ms ${s.value.toFixed(3)}: ${s.what.join(', ')}`);
      const before = shifts.filter((s) => s.t < played).reduce((sum, s) => sum + s.value, 0);
      await info.attach('layout-shifts', { body: `first step at ${played.toFixed(0)} ms; before it, ${before.toFixed(3)} in all\n${say(shifts).join('\n') || 'none'}`, contentType: 'text/plain' });
      expect(cls, `cumulative layout shift while playing; the shifts: ${say(playing).join(' | ')}`).toBeLessThanOrEqual(0.1);
      expect(player.errors).toEqual([]);
    });
  });
}
