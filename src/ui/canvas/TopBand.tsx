// The band over the top of the canvas: the breadcrumb (Cluster › node › port, with the node's dumps,
// Follow's pin and Import's notice) on the left, the zoom buttons on the right. One wrapping flex row,
// so the two never overlap in any language or width: the breadcrumb wraps its own items first, and
// when it would get less than 18rem the right group moves to a row of its own. The band reports its
// measured bottom edge, which the default fit and Follow keep the drawing and the packet card below.
import { Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { lazyAfterFirstStep } from '../common/after-first-step';

// The breadcrumb itself comes after the demo's first step (BreadcrumbNav.tsx).
const Breadcrumb = lazyAfterFirstStep(() => import('./BreadcrumbNav'), 'Breadcrumb');

/** The band; `onBottom` gets its bottom edge in px from the canvas's top, again whenever it changes.
 * The canvas's container gets it too, as `--canvas-band`, for what is laid over the canvas beside
 * it (an exercise's card keeps below the breadcrumb). */
export function TopBand({ children, onBottom }: { children?: ReactNode; onBottom?: (px: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const holder = el?.closest('[data-testid="canvas"]')?.parentElement;
    if (!el) return;
    const measure = () => {
      const px = el.offsetTop + el.offsetHeight;
      holder?.style.setProperty('--canvas-band', `${px}px`);
      onBottom?.(px);
    };
    measure();
    const o = new ResizeObserver(measure);
    o.observe(el);
    return () => o.disconnect();
  }, [onBottom]);
  return (
    <div ref={ref} className="pointer-events-none absolute inset-x-3 top-3 z-10 flex flex-wrap items-start gap-1 print:hidden" data-testid="canvas-top">
      {/* A container: the breadcrumb's buttons drop their words where it is narrow (one row, whatever the panels). */}
      <div className="@container min-w-[min(100%,18rem)] flex-1 basis-0">
        {/* As tall as the breadcrumb's one row: the band's bottom, which the default fit reads, stays put when it arrives. */}
        <Suspense fallback={<div className="h-7" aria-hidden />}>
          <Breadcrumb />
        </Suspense>
      </div>
      {children && <div className="pointer-events-auto ml-auto flex shrink-0 items-start gap-2">{children}</div>}
    </div>
  );
}

