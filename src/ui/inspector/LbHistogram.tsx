// The spread of the load balancer's choice over N flows, as a d3 bar chart: one bar per backend
// in list order, the traced choice in full sky and ticked (✓), the share of each bar written out.
import { useEffect, useRef } from 'react';
import { select } from 'd3-selection';
import 'd3-transition';
import { scaleBand, scaleLinear } from 'd3-scale';
import { max } from 'd3-array';
import { useT } from '../i18n/use-t';
import { groupDigits } from '../common/group-digits';
import '../i18n/words/trace-en';

const W = 340;
const BAR = 26;
const LABEL = 96;
/** Room for the count and share after the longest bar. */
const COUNT = 104;

export interface Bar {
  label: string;
  count: number;
  chosen: boolean;
}

export function LbHistogram({ bars, total, animate }: { bars: Bar[]; total: number; animate: boolean }) {
  const ref = useRef<SVGSVGElement>(null);
  const t = useT();
  const height = bars.length * BAR + 4;
  useEffect(() => {
    const x = scaleLinear()
      .domain([0, max(bars, (b) => b.count) || 1])
      .range([0, W - LABEL - COUNT]);
    const y = scaleBand<number>()
      .domain(bars.map((_, i) => i))
      .range([2, height - 2])
      .padding(0.2);
    const g = select(ref.current!)
      .selectAll<SVGGElement, Bar>('g.bar')
      .data(bars)
      .join((enter) => {
        const row = enter.append('g').attr('class', 'bar');
        row.append('text').attr('class', 'name fill-slate-700 text-[12px] font-mono dark:fill-slate-300').attr('x', 0);
        row.append('rect').attr('x', LABEL).attr('rx', 3).attr('width', 0);
        row.append('text').attr('class', 'count fill-slate-800 text-[12px] dark:fill-slate-200');
        return row;
      });
    g.attr('transform', (_, i) => `translate(0, ${y(i)})`);
    g.select('text.name')
      .attr('y', y.bandwidth() / 2 + 4)
      .text((b) => `${b.chosen ? '✓ ' : ''}${b.label.length > 11 ? `${b.label.slice(0, 10)}…` : b.label}`);
    const rect = g
      .select('rect')
      .attr('height', y.bandwidth())
      .attr('class', (b) => (b.chosen ? 'fill-sky-600' : 'fill-sky-300 dark:fill-sky-800'));
    (animate ? rect.transition().duration(300) : rect).attr('width', (b) => Math.max(1, x(b.count)));
    g.select('text.count')
      .attr('x', (b) => LABEL + Math.max(1, x(b.count)) + 4)
      .attr('y', y.bandwidth() / 2 + 4)
      .text((b) => `${groupDigits(b.count)} · ${total ? Math.round((b.count / total) * 1000) / 10 : 0}%`);
  }, [bars, total, height, animate]);
  return (
    <svg ref={ref} viewBox={`0 0 ${W} ${height}`} width="100%" height={height} role="img" aria-label={bars.map((b) => t('trace.lb.barFlows', { label: b.label, n: b.count })).join('; ')} data-testid="lb-histogram">
      <title>{t('trace.lb.perBackend')}</title>
    </svg>
  );
}
