// A scroll box that draws only the rows in view (rowWindow), for lists that may hold thousands of
// rows (a real node's rules). Rows may differ in height: the box measures the rows it draws and
// spaces the others by their average.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { rowWindow } from './virtual-window';

/** `row` draws one item as an `<li>` with its key. */
export function VirtualList<T>({ items, row, estimate, className, testId }: { items: readonly T[]; row: (t: T, i: number) => ReactNode; estimate: number; className: string; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [view, setView] = useState({ top: 0, height: 480 });
  const [rowHeight, setRowHeight] = useState(estimate);
  const w = rowWindow(items.length, view.top, view.height, rowHeight);

  // The average over every row measured so far: it settles, so the spacing stops changing.
  const measured = useRef({ height: 0, rows: 0 });
  useLayoutEffect(() => {
    const b = box.current;
    if (b && b.clientHeight !== view.height) setView((v) => ({ ...v, height: b.clientHeight }));
    const drawn = list.current?.children.length ?? 0;
    if (!drawn) return;
    const m = measured.current;
    m.height += list.current!.getBoundingClientRect().height;
    m.rows += drawn;
    const avg = m.height / m.rows;
    if (Math.abs(avg - rowHeight) > rowHeight * 0.1) setRowHeight(avg);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured when the drawn rows change, not when the spacing does
  }, [w.start, w.end, view.height]);

  return (
    <div ref={box} className={`overflow-y-auto ${className}`} onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })} data-testid={testId}>
      <div style={{ height: w.before }} />
      <ol ref={list} className="flow-root space-y-1">
        {items.slice(w.start, w.end).map((t, i) => row(t, w.start + i))}
      </ol>
      <div style={{ height: w.after }} />
    </div>
  );
}
