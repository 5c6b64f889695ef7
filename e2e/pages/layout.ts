// Layout checks shared by the specs that walk the app in both languages: words that do not fit their
// box, and controls drawn over one another (the canvas's breadcrumb over its zoom buttons, say).
import type { Locator, Page } from '@playwright/test';

/** Elements under `root` whose words are wider than their box (cut or spilling out); screen-reader
 * only text, scrolling boxes and names truncated on purpose (with the whole name in a title) aside.
 * `also`: more elements to check (a selector), such as the spans of a form's labels. */
export function overflowing(root: Locator, also?: string): Promise<string[]> {
  const sel = `button, a, label, summary, legend, h1, h2, h3, dt, th, li, p, [data-testid="step-counter"]${also ? `, ${also}` : ''}`;
  return root.evaluate((el, sel) =>
    [...el.querySelectorAll<HTMLElement>(sel)]
      .filter((e) => {
        if (!e.offsetParent || e.closest('.sr-only, .react-flow__viewport')) return false;
        const s = getComputedStyle(e);
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') return false;
        if ((s.textOverflow === 'ellipsis' || e.closest('.truncate')) && (e.title || e.closest('[title]'))) return false;
        return e.scrollWidth > e.clientWidth + 1;
      })
      .map((e) => `${e.tagName.toLowerCase()} “${e.textContent?.trim().slice(0, 50)}” ${e.scrollWidth}>${e.clientWidth}`),
    sel,
  );
}

/** Pairs of visible controls under `root` whose boxes cross, neither inside the other: the part of
 * each box that its scrolling or clipping boxes let be seen. The drawing on the canvas (which pans
 * under the overlays by design), SVG pictures and controls hidden under a panel are left out. */
export function overlapping(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const SEL = 'button, a[href], select, input:not([type="hidden"]), textarea, summary, [role="button"], nav[aria-label]';
    const seen = (e: HTMLElement) => {
      let r = e.getBoundingClientRect();
      let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.opacity === '0') return undefined;
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        r = a.getBoundingClientRect();
        box = { left: Math.max(box.left, r.left), top: Math.max(box.top, r.top), right: Math.min(box.right, r.right), bottom: Math.min(box.bottom, r.bottom) };
      }
      return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : undefined;
    };
    const items: { e: HTMLElement; b: { left: number; top: number; right: number; bottom: number } }[] = [];
    for (const e of el.querySelectorAll<HTMLElement>(SEL)) {
      if (e.closest('.react-flow__viewport, .sr-only, svg') || !e.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const b = seen(e);
      if (!b) continue;
      // Under a panel laid over it (the lessons page over the canvas, say) a control is out of play;
      // under another control it is what this check looks for.
      const top = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
      if (!top || (!e.contains(top) && !top.closest(SEL))) continue;
      items.push({ e, b });
    }
    const name = (e: HTMLElement) => `${e.tagName.toLowerCase()}${e.dataset.testid ? `[${e.dataset.testid}]` : ''} “${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}”`;
    const out: string[] = [];
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const [a, b] = [items[i]!, items[j]!];
        if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
        const w = Math.min(a.b.right, b.b.right) - Math.max(a.b.left, b.b.left);
        const h = Math.min(a.b.bottom, b.b.bottom) - Math.max(a.b.top, b.b.top);
        if (w > 1 && h > 1) out.push(`${name(a.e)} × ${name(b.e)}`);
      }
    return out;
  });
}

/** Both checks over the whole page, or the open dialog when there is one. */
export async function layoutProblems(page: Page, where: string): Promise<string[]> {
  const dialog = page.locator('[role="dialog"]:visible');
  const root = (await dialog.count()) > 0 ? dialog.last() : page.locator('body');
  return [...(await overflowing(root)), ...(await overlapping(root))].map((p) => `${where}: ${p}`);
}
