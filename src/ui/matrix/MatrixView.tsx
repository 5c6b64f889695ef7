// The Matrix view (issue 26): sources in rows, destinations in columns, each cell the walk's outcome
// in its colour with a glyph and the reason code (never colour alone), ≠ where a probe's expectation
// disagrees. Only the rows and columns in view are rendered (windowing by scroll position), so a
// 20,000-cell matrix costs the page what fits on the screen; cells arrive from the matrix worker in
// chunks and fill in as they come.
import '../i18n/words/matrix-en';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MatrixCell, MatrixDestination, MatrixSource } from '../../cluster/matrix/matrix';
import { failing, linesOf, shortRef, visibleAxes, type Line, type MatrixGrouping } from '../../state/matrix-store';
import { useApp, useScenario } from '../app-context';
import { focusRing } from '../common/controls';
import { CheckIcon, CrossIcon, ReplyIcon } from '../common/icons';
import { useT, type T } from '../i18n/use-t';
import { cellTip, matrixStore, openCell, outcomeWord, useMatrix } from './use-matrix';
import { useReplayNeeds } from './use-replay-needs';

const ROW_H = 40;
const GROUP_H = 28;
const COL_W = 132;
const HEAD_W = 224;
const HEAD_H = 64;
const BAND_H = 24;
const OVERSCAN = 2;

const CELL_TONE: Record<MatrixCell['outcome'], string> = {
  delivered: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-300',
  dropped: 'border-rose-300 bg-rose-50 text-rose-800 dark:border-rose-700 dark:bg-rose-950/40 dark:text-rose-300',
  rejected: 'border-rose-300 bg-rose-50 text-rose-800 dark:border-rose-700 dark:bg-rose-950/40 dark:text-rose-300',
  unknown: 'border-dashed border-slate-400 bg-slate-50 text-slate-700 dark:border-slate-500 dark:bg-slate-800/60 dark:text-slate-300',
};

/** The glyph that carries the outcome with the colour: ✓ delivered, ✕ dropped, ⊘ rejected, ? unknown. */
export function OutcomeGlyph({ outcome }: { outcome: MatrixCell['outcome'] }) {
  if (outcome === 'delivered') return <CheckIcon width={14} height={14} className="shrink-0" aria-hidden />;
  if (outcome === 'dropped') return <CrossIcon width={14} height={14} className="shrink-0" aria-hidden />;
  return (
    <span aria-hidden className="w-3.5 shrink-0 text-center font-bold leading-none">
      {outcome === 'rejected' ? '⊘' : '?'}
    </span>
  );
}

const kindWord = (t: T, x: MatrixSource | MatrixDestination) => t(`matrix.kind.${x.kind}`);
const groupWord = (t: T, label: string, by: MatrixGrouping) => label || t(by === 'node' ? 'matrix.groupOther.node' : 'matrix.groupOther.namespace');

/** One cell; memoised on primitive props, so a batch of new cells re-renders only the cells that came. */
const Cell = memo(function Cell({ cell, index, top, left, dim }: { cell: MatrixCell | undefined; index: number; top: number; left: number; dim: boolean }) {
  const app = useApp();
  const t = useT();
  const style = { top, left, width: COL_W - 2, height: ROW_H - 2 };
  if (!cell)
    return (
      <div style={style} className="absolute rounded border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800" title={t('matrix.pending')}>
        <span className="sr-only">{t('matrix.pending')}</span>
      </div>
    );
  if (dim) return <div style={style} aria-hidden className="absolute rounded border border-slate-100 dark:border-slate-800" />;
  const mismatch = !!cell.expect && !cell.expect.holds;
  const word = cell.reason ?? outcomeWord(t, cell);
  return (
    <button
      type="button"
      style={style}
      title={cellTip(t, cell)}
      aria-label={t('matrix.cellLabel', { from: cell.from, to: cell.to, protocol: cell.protocol, outcome: `${outcomeWord(t, cell)}${cell.reason ? ` ${cell.reason}` : ''}${mismatch ? ' ≠' : ''}` })}
      data-testid="matrix-cell"
      data-from={cell.from}
      data-to={cell.to}
      data-outcome={cell.outcome}
      data-mismatch={mismatch || undefined}
      onMouseEnter={() => matrixStore(app).getState().hover(index)}
      onFocus={() => matrixStore(app).getState().hover(index)}
      onClick={() => openCell(app, cell)}
      className={`absolute flex items-center gap-1 overflow-hidden rounded border px-1.5 text-left font-mono text-xs hover:brightness-95 ${CELL_TONE[cell.outcome]} ${mismatch ? 'ring-2 ring-inset ring-amber-500' : ''} ${focusRing}`}
    >
      <OutcomeGlyph outcome={cell.outcome} />
      <span className="min-w-0 flex-1 truncate">{word}</span>
      {cell.reply && <ReplyIcon width={12} height={12} className="shrink-0 text-rose-700 dark:text-rose-400" aria-hidden />}
      {mismatch && (
        <span aria-hidden className="shrink-0 rounded bg-amber-500 px-0.5 font-bold text-white">
          ≠
        </span>
      )}
    </button>
  );
});

/** The rows' offsets (group headings are shorter), for windowing by scroll position. */
function offsetsOf(lines: Line<MatrixSource>[]): number[] {
  const off = new Array<number>(lines.length + 1);
  off[0] = 0;
  for (let i = 0; i < lines.length; i++) off[i + 1] = off[i]! + (lines[i]!.kind === 'group' ? GROUP_H : ROW_H);
  return off;
}

/** The first line whose bottom is below y. */
function lineAt(off: number[], y: number): number {
  let lo = 0;
  let hi = off.length - 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (off[mid + 1]! <= y) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, lo);
}

export function MatrixView() {
  const app = useApp();
  const t = useT();
  const scenario = useScenario((s) => s.scenario);
  const protocol = useMatrix((s) => s.protocol);
  const needs = useReplayNeeds();
  // The matrix of the document on screen: computed when the view opens and after every edit.
  useEffect(() => {
    if (needs === 'loading') return;
    void matrixStore(app).getState().compute({ scenario, ...(protocol ? { protocol } : {}), ...(needs ? { needs } : {}) });
  }, [app, scenario, protocol, needs]);

  const sources = useMatrix((s) => s.sources);
  const destinations = useMatrix((s) => s.destinations);
  const version = useMatrix((s) => s.version);
  const failingOnly = useMatrix((s) => s.failingOnly);
  const grouping = useMatrix((s) => s.grouping);
  const status = useMatrix((s) => s.status);

  const { rows, cols, colGroups, nFailing } = useMemo(() => {
    const s = matrixStore(app).getState();
    const v = visibleAxes(s);
    const rows = linesOf(s.sources, grouping, v.rows);
    const colLines = linesOf(s.destinations, grouping, v.cols);
    const cols = colLines.filter((l): l is Extract<Line<MatrixDestination>, { kind: 'item' }> => l.kind === 'item');
    // The column groups as bands over their columns: [first column, count, label].
    const colGroups: { first: number; count: number; label: string }[] = [];
    if (grouping !== 'none') cols.forEach((c, i) => (colGroups.at(-1)?.label === c.group && colGroups.at(-1)!.first + colGroups.at(-1)!.count === i ? colGroups.at(-1)!.count++ : colGroups.push({ first: i, count: 1, label: c.group })));
    return { rows, cols, colGroups, nFailing: v.failing };
    // `version` says the cells changed (the array is filled in place).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app, version, sources, destinations, failingOnly, grouping]);

  const off = useMemo(() => offsetsOf(rows), [rows]);
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, left: 0, width: 800, height: 600 });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView({ top: el.scrollTop, left: el.scrollLeft, width: el.clientWidth, height: el.clientHeight });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    const ro = new ResizeObserver(onScroll);
    ro.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      ro.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const headH = HEAD_H + (grouping !== 'none' ? BAND_H : 0);
  const bodyH = off[off.length - 1] ?? 0;
  const totalW = HEAD_W + cols.length * COL_W;
  const r0 = rows.length ? lineAt(off, Math.max(0, view.top - headH)) : 0;
  const r1 = rows.length ? Math.min(rows.length - 1, lineAt(off, view.top - headH + view.height) + OVERSCAN) : -1;
  const c0 = Math.max(0, Math.floor((view.left - 0) / COL_W) - OVERSCAN);
  const c1 = Math.min(cols.length - 1, Math.ceil((view.left + view.width - HEAD_W) / COL_W) + OVERSCAN);
  const cells = matrixStore(app).getState().cells;
  const D = destinations.length;

  if (status === 'done' && (!sources.length || !destinations.length))
    return (
      <div className="absolute inset-0 z-10 flex items-center justify-center bg-slate-50 p-6 dark:bg-slate-950" data-testid="matrix-view">
        <p className="max-w-md text-sm text-slate-700 dark:text-slate-300" data-testid="matrix-empty">
          {t(!sources.length ? 'matrix.noSources' : 'matrix.noDestinations')}
        </p>
      </div>
    );

  const visibleRows: React.JSX.Element[] = [];
  const heads: React.JSX.Element[] = [];
  for (let r = Math.max(0, r0 - OVERSCAN); r <= r1; r++) {
    const line = rows[r]!;
    const top = off[r]!;
    if (line.kind === 'group') {
      heads.push(
        <div key={`g${r}`} style={{ top, height: GROUP_H, width: HEAD_W }} className="absolute left-0 flex items-end border-b border-slate-300 bg-slate-100 px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300" data-testid="matrix-row-group">
          <span className="truncate">{t('matrix.groupCount', { label: groupWord(t, line.label, grouping), count: line.count })}</span>
        </div>,
      );
      visibleRows.push(<div key={`gb${r}`} aria-hidden style={{ top, height: GROUP_H, left: HEAD_W, width: cols.length * COL_W }} className="absolute border-b border-slate-300 bg-slate-100/60 dark:border-slate-600 dark:bg-slate-800/60" />);
      continue;
    }
    const src = line.item;
    heads.push(
      <div key={`h${r}`} style={{ top, height: ROW_H, width: HEAD_W }} className="absolute left-0 flex flex-col justify-center border-b border-slate-200 bg-white px-2 dark:border-slate-700 dark:bg-slate-900" title={src.ref} data-testid="matrix-row">
        <span className="truncate font-mono text-xs text-slate-900 dark:text-slate-100">{shortRef(src.ref)}</span>
        <span className="truncate text-xs text-slate-500 dark:text-slate-400">
          {kindWord(t, src)}
          {src.node && src.kind !== 'node' ? ` · ${src.node}` : ''}
        </span>
      </div>,
    );
    for (let c = c0; c <= c1; c++) {
      const col = cols[c]!;
      const i = line.index * D + col.index;
      const cell = cells[i];
      visibleRows.push(<Cell key={`${r}:${c}`} index={i} cell={cell} dim={failingOnly && !!cell && !failing(cell)} top={top + 1} left={HEAD_W + c * COL_W + 1} />);
    }
  }
  const colHeads: React.JSX.Element[] = [];
  for (let c = c0; c <= c1; c++) {
    const d = cols[c]!.item;
    colHeads.push(
      <div key={c} style={{ left: HEAD_W + c * COL_W, width: COL_W, top: headH - HEAD_H, height: HEAD_H }} className="absolute flex flex-col justify-end border-b border-l border-slate-200 px-1.5 pb-1 dark:border-slate-700" title={`${d.ref} (${d.protocol})`} data-testid="matrix-col">
        <span className="truncate text-xs text-slate-500 dark:text-slate-400">
          {kindWord(t, d)} · {d.protocol}
        </span>
        <span className="line-clamp-2 break-all font-mono text-xs leading-tight text-slate-900 dark:text-slate-100">{shortRef(d.ref)}</span>
      </div>,
    );
  }
  const bands = colGroups
    .filter((g) => g.first <= c1 && g.first + g.count - 1 >= c0)
    .map((g) => (
      <div key={`b${g.first}`} style={{ left: HEAD_W + g.first * COL_W, width: g.count * COL_W, top: 0, height: BAND_H }} className="absolute border-b border-l-2 border-slate-300 px-1.5 pt-0.5 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-600 dark:text-slate-300" data-testid="matrix-col-group">
        <span className="sticky left-[232px] block truncate">{t('matrix.groupCount', { label: groupWord(t, g.label, grouping), count: g.count })}</span>
      </div>
    ));

  return (
    <div className="absolute inset-0 z-10 flex flex-col bg-slate-50 contain-strict dark:bg-slate-950" data-testid="matrix-view">
      <div ref={scroller} className="relative min-h-0 flex-1 overflow-auto" role="group" aria-label={t('matrix.grid', { rows: sources.length, cols: destinations.length })} tabIndex={-1}>
        <div style={{ width: totalW, height: headH + bodyH }} className="relative">
          <div style={{ height: headH, width: totalW }} className="sticky top-0 z-20 bg-slate-50 dark:bg-slate-950">
            <div style={{ width: HEAD_W, height: headH }} className="sticky left-0 z-30 flex items-end border-b border-r border-slate-300 bg-slate-50 px-2 pb-1 text-xs text-slate-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-400">
              {t('matrix.corner')}
            </div>
            {bands}
            {colHeads}
          </div>
          <div style={{ height: bodyH, width: totalW }} className="relative">
            <div style={{ width: HEAD_W, height: bodyH }} className="sticky left-0 z-10 border-r border-slate-300 dark:border-slate-600">
              {heads}
            </div>
            {visibleRows}
          </div>
        </div>
        {failingOnly && status === 'done' && nFailing === 0 && (
          <p className="absolute left-4 top-24 z-30 max-w-md rounded-md border border-slate-300 bg-white p-3 text-sm text-slate-700 shadow dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300" data-testid="matrix-none-failing">
            {t('matrix.noFailing')}
          </p>
        )}
      </div>
    </div>
  );
}
