// A trace as a table, for handouts and spreadsheets: "Export trace" as Markdown and as CSV.
// (Only the trace; a full evidence report is another module's job.)
import { formatTuple } from '../../core/packet/packet';
import type { LegResult, Trace } from '../../core/trace/trace';
import { placeText } from './json';

export interface TraceRow {
  step: number;
  leg: 'request' | 'reply';
  where: string;
  text: string;
}

export const traceRows = (t: Trace): TraceRow[] => t.events.map((e, i) => ({ step: i + 1, leg: e.leg, where: placeText(e.at), text: e.text }));

/** One line per leg: "delivered to pod/default/web-1" or "dropped NO_LISTENER: …". */
export function verdictSummary(leg: LegResult): string {
  const v = leg.verdict;
  const head = v.outcome === 'delivered' ? `delivered to ${leg.delivered?.endpoint ?? 'its destination'}` : `${v.outcome}${v.reason ? ` ${v.reason}` : ''}`;
  return `${head}: ${v.message}`;
}

const csvCell = (s: string | number) => {
  const v = String(s);
  // A leading =, +, - or @ would be a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) || safe !== v ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function traceCsv(t: Trace): string {
  const lines = [['step', 'leg', 'where', 'narration'].join(',')];
  for (const r of traceRows(t)) lines.push([r.step, r.leg, r.where, r.text].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const mdCell = (s: string) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');

export function traceMarkdown(name: string, t: Trace, title?: string): string {
  const out = [`# ${mdCell(title ? `${title}: ${name}` : name)}`, '', `Packet: \`${formatTuple(t.packet)}\``, '', `**Verdict:** ${mdCell(verdictSummary(t.request))}`];
  if (t.reply) out.push('', `**Reply:** ${mdCell(verdictSummary(t.reply))}`);
  out.push('', '| step | leg | where | narration |', '|---:|---|---|---|');
  for (const r of traceRows(t)) out.push(`| ${r.step} | ${r.leg} | ${mdCell(r.where)} | ${mdCell(r.text)} |`);
  return `${out.join('\n')}\n`;
}
