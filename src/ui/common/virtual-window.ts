// Which rows of a long list a scroll box draws (VirtualList.tsx): those in view and `overscan` more
// each side, with the height of the rows left out above and below, from one row height (the measured
// average: rows of a rule list differ a little).

export interface RowWindow {
  /** First row drawn. */
  start: number;
  /** One past the last row drawn. */
  end: number;
  /** Height left for the rows before `start`, after `end`. */
  before: number;
  after: number;
}

export function rowWindow(count: number, scrollTop: number, viewport: number, rowHeight: number, overscan = 6): RowWindow {
  const h = Math.max(1, rowHeight);
  const first = Math.min(count, Math.max(0, Math.floor(scrollTop / h)));
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + Math.ceil(Math.max(0, viewport) / h) + 1 + overscan);
  return { start: Math.min(start, end), end, before: Math.min(start, end) * h, after: (count - end) * h };
}
