// A trace as readable text: the golden files and the CLI's table without --json.
import { ASSUMPTIONS } from '../../core/assumptions';
import { formatTuple } from '../../core/packet/packet';
import { describeEdit } from '../../core/packet/transposition';
import type { LegResult, Trace } from '../../core/trace/trace';
import { placeText } from './json';

function verdictLine(label: string, leg: LegResult): string {
  const v = leg.verdict;
  const head = v.outcome === 'delivered' ? `delivered to ${leg.delivered?.endpoint}` : `${v.outcome} ${v.reason}`;
  const where = v.at ? ` at ${placeText(v.at)}${v.at.layer ? ` · ${v.at.layer}` : ''}${v.at.rule ? ` · rule ${v.at.rule}` : ''}` : '';
  return `${label}: ${head}${where}\n  ${v.message}${v.hint ? `\n  hint: ${v.hint}` : ''}`;
}

export function traceText(name: string, t: Trace): string {
  const lines: string[] = [`probe ${name}: ${formatTuple(t.packet)}`];
  const width = String(t.events.length).length;
  t.events.forEach((e, i) => {
    const step = String(i + 1).padStart(width);
    lines.push(`${step} ${e.leg === 'reply' ? '←' : '→'} ${placeText(e.at)} | ${e.text}`);
    for (const tr of e.transpositions ?? []) {
      const nat = tr.kind === 'dnat' || tr.kind === 'snat' || tr.kind.startsWith('un-');
      lines.push(`${' '.repeat(width)}     ${tr.kind}: ${nat ? `${formatTuple(tr.before)} ⇒ ${formatTuple(tr.after)}` : tr.edits.map(describeEdit).join('; ')}`);
    }
    if (e.lb) lines.push(`${' '.repeat(width)}     load balancer ${e.lb.vip}: [${e.lb.backends.map((b) => (b.ip.includes(':') ? `[${b.ip}]:${b.port}` : `${b.ip}:${b.port}`)).join(', ')}] ${e.lb.distribution} hash(${e.lb.hashInput}) = ${e.lb.hash} → #${e.lb.chosen.index + 1}`);
  });
  lines.push(verdictLine('verdict', t.request));
  if (t.reply) lines.push(verdictLine('reply', t.reply));
  if (t.assumptions.length) lines.push(`assumptions: ${t.assumptions.map((a) => ASSUMPTIONS[a].title).join('; ')}`);
  return lines.join('\n') + '\n';
}
