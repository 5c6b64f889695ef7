// The port's VFP layers in evaluation order, drawn with d3 from the trace: a path down through the
// layers, each a mark in the colour of what it did (with an icon and a word, never colour alone).
// Layers the walk reaches later are outlined ("not yet"): stepping back un-draws them.
import { useEffect, useRef } from 'react';
import { useT, type T } from '../i18n/use-t';
import { select } from 'd3-selection';
import type { LayerRow, LayerState } from '../../state/pipeline';
import type { Tone } from '../../core/trace/trace';
import '../i18n/words/trace-en';

const ROW = 40;
const WIDTH = 340;

interface Look {
  mark: string;
  fill: string;
  stroke: string;
  dashed?: boolean;
}

const LOOK: Record<LayerState, Look> = {
  passed: { mark: '→', fill: 'fill-slate-400 dark:fill-slate-500', stroke: 'stroke-slate-500' },
  acted: { mark: '✓', fill: 'fill-emerald-600', stroke: 'stroke-emerald-700' },
  blocked: { mark: '✕', fill: 'fill-rose-600', stroke: 'stroke-rose-700' },
  upcoming: { mark: '', fill: 'fill-white dark:fill-slate-900', stroke: 'stroke-slate-400', dashed: true },
  'not-reached': { mark: '', fill: 'fill-slate-200 dark:fill-slate-700', stroke: 'stroke-slate-300 dark:stroke-slate-600', dashed: true },
  cached: { mark: '', fill: 'fill-teal-50 dark:fill-teal-950', stroke: 'stroke-teal-500', dashed: true },
};

/** An acting layer takes its event's colour: encap violet, load balancing sky, NAT amber. */
const ACTED_FILL: Partial<Record<Tone, string>> = { encap: 'fill-violet-600', lb: 'fill-sky-600', nat: 'fill-amber-500', allow: 'fill-emerald-600' };
const MARK: Partial<Record<Tone, string>> = { encap: '▣', lb: '⚖', nat: '⇄', allow: '✓' };

export interface StripRow extends LayerRow {
  tone?: Tone;
}

function summary(r: StripRow, t: T): string {
  switch (r.state) {
    case 'upcoming':
      return t('trace.strip.upcoming');
    case 'not-reached':
      return t('trace.strip.notReached');
    case 'cached':
      return t('trace.strip.cached');
  }
  const e = r.eval!;
  const who = e.defaulted ? t('trace.strip.noRule') : t('trace.strip.rule', { rule: e.ruleName ?? e.rule ?? '' });
  const what = e.defaulted ? t('trace.vfp.default', { action: e.action }) : e.action;
  const text = `${who} → ${what}`;
  return text.length > 40 ? `${text.slice(0, 25)}…${text.slice(-14)}` : text;
}

export function PipelineStrip({ rows, selected, current, onSelect }: { rows: StripRow[]; selected?: string; current?: string; onSelect(layer: string): void }) {
  const ref = useRef<SVGSVGElement>(null);
  const t = useT();
  const pick = useRef(onSelect);
  useEffect(() => {
    pick.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const svg = select(ref.current!);
    const g = svg
      .selectAll<SVGGElement, StripRow>('g.layer')
      .data(rows, (d) => d.layer.name)
      .join((enter) => {
        const row = enter.append('g').attr('class', 'layer cursor-pointer outline-none').attr('tabindex', 0).attr('role', 'button');
        row.append('rect').attr('class', 'sel').attr('x', 2).attr('y', 2).attr('width', WIDTH - 4).attr('height', ROW - 4).attr('rx', 6);
        row.append('line').attr('class', 'link stroke-slate-300 dark:stroke-slate-600').attr('x1', 18).attr('x2', 18).attr('y1', -ROW / 2 + 11).attr('y2', ROW / 2 - 11).attr('stroke-width', 2);
        row.append('circle').attr('cx', 18).attr('cy', ROW / 2).attr('r', 11).attr('stroke-width', 2);
        row.append('text').attr('class', 'mark fill-white text-[12px] font-bold').attr('x', 18).attr('y', ROW / 2 + 4).attr('text-anchor', 'middle');
        row.append('text').attr('class', 'name fill-slate-900 font-mono text-[12px] font-semibold dark:fill-slate-100').attr('x', 38).attr('y', 16);
        row.append('text').attr('class', 'what text-[12px]').attr('x', 38).attr('y', 32);
        row.append('title');
        return row;
      });
    g.attr('transform', (_, i) => `translate(0, ${i * ROW})`)
      .attr('aria-pressed', (d) => String(d.layer.name === selected))
      .attr('data-state', (d) => d.state)
      .attr('data-testid', (d) => `strip-${d.layer.name}`)
      .on('click', (_, d) => pick.current(d.layer.name))
      .on('keydown', (ev: KeyboardEvent, d) => {
        if (ev.key !== 'Enter' && ev.key !== ' ') return;
        ev.preventDefault();
        ev.stopPropagation();
        pick.current(d.layer.name);
      });
    g.select('rect.sel').attr('class', (d) =>
      `sel ${d.layer.name === selected ? 'fill-sky-100 stroke-sky-600 dark:fill-sky-900/60' : 'fill-transparent stroke-transparent'} ${d.layer.name === current ? 'stroke-2' : ''}`,
    );
    g.select('line.link').attr('visibility', (_, i) => (i === 0 ? 'hidden' : 'visible'));
    g.select('circle')
      .attr('class', (d) => `${d.state === 'acted' && d.tone ? ACTED_FILL[d.tone] ?? LOOK.acted.fill : LOOK[d.state].fill} ${LOOK[d.state].stroke}`)
      .attr('stroke-dasharray', (d) => (LOOK[d.state].dashed ? '3 2' : null));
    g.select('text.mark').text((d) => (d.state === 'acted' && d.tone ? MARK[d.tone] ?? '✓' : LOOK[d.state].mark));
    g.select('text.name').text((d) => d.layer.name);
    g.select('text.what')
      .attr('class', (d) => `what text-[12px] ${d.state === 'blocked' ? 'fill-rose-700 dark:fill-rose-400 font-semibold' : d.state === 'upcoming' || d.state === 'not-reached' ? 'fill-slate-500' : d.state === 'cached' ? 'fill-teal-700 dark:fill-teal-400' : 'fill-slate-700 dark:fill-slate-300'}`)
      .text((d) => summary(d, t));
    // The <title> is the row's accessible name (SVG-AAM) and its tooltip: what the row shows, in words.
    g.select('title').text((d) => `${d.layer.name}: ${summary(d, t)}`);
  }, [rows, selected, current, t]);

  return <svg ref={ref} viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`} width="100%" height={rows.length * ROW} className="block max-w-full [&_g.layer:focus-visible_rect.sel]:stroke-sky-600 [&_g.layer:focus-visible_rect.sel]:[stroke-width:3]" role="group" aria-label={t('trace.strip.label')} data-testid="pipeline-strip" />;
}
