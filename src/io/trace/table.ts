// A trace as a table, for handouts and spreadsheets: "Export trace" as Markdown and as CSV.
// (Only the trace; a full evidence report is another module's job.)
import { formatTuple } from '../../core/packet/packet';
import type { Msg } from '../../core/message';
import type { LegResult, Place, Trace } from '../../core/trace/trace';
import { placeText } from './json';
import { headMsg, headText, type HeadMsg } from './head-messages';
import { mdText } from '../report/md-escape';

/**
 * The words a table is written in. English by default (the CLI, reports); the UI passes the
 * chosen language's headings and its own way of saying a place, a line and a verdict.
 */
export interface TableWords {
  step: string;
  leg: string;
  where: string;
  narration: string;
  packet: string;
  verdict: string;
  reply: string;
  legName: (leg: 'request' | 'reply') => string;
  place: (at: Place) => string;
  /** An event's line; `msg` is its value where it has one (the drop). */
  line: (text: string, msg?: Msg) => string;
  summary: (leg: LegResult) => string;
}

export const ENGLISH_TABLE: TableWords = {
  step: 'step',
  leg: 'leg',
  where: 'where',
  narration: 'narration',
  packet: 'Packet',
  verdict: 'Verdict',
  reply: 'Reply',
  legName: (leg) => leg,
  place: placeText,
  line: (text) => text,
  summary: (leg) => verdictSummary(leg),
};

export interface TraceRow {
  step: number;
  leg: 'request' | 'reply';
  where: string;
  text: string;
  msg?: Msg;
}

export const traceRows = (t: Trace, place: (at: Place) => string = placeText): TraceRow[] =>
  t.events.map((e, i) => ({ step: i + 1, leg: e.leg, where: place(e.at), text: e.text, ...(e.msg ? { msg: e.msg } : {}) }));

/** A leg's outcome before its message: "delivered to pod/default/web-1", "dropped NO_LISTENER". */
export const verdictHead = (leg: LegResult): string => headText(verdictHeadMsg(leg));

/** The same as a value (the handout says it in the user's language). */
export function verdictHeadMsg(leg: LegResult): HeadMsg {
  const v = leg.verdict;
  const code = v.reason ?? undefined;
  if (v.outcome !== 'delivered') return headMsg(v.outcome === 'dropped' ? 'head.dropped' : 'head.rejected', { code });
  const ref = leg.delivered?.endpoint;
  return ref !== undefined ? headMsg('head.delivered', { ref }) : headMsg('head.deliveredThere', {});
}

/** One line per leg: "delivered to pod/default/web-1: …" or "dropped NO_LISTENER: …". */
export const verdictSummary = (leg: LegResult): string => `${verdictHead(leg)}: ${leg.verdict.message}`;

const csvCell = (s: string | number) => {
  const v = String(s);
  // A leading =, +, - or @ would be a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) || safe !== v ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function traceCsv(t: Trace, w: TableWords = ENGLISH_TABLE): string {
  const lines = [[w.step, w.leg, w.where, w.narration].map(csvCell).join(',')];
  for (const r of traceRows(t, w.place)) lines.push([r.step, w.legName(r.leg), r.where, w.line(r.text, r.msg)].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

// Names are data (issue 32): no HTML, link, image, emphasis, pipe or line break of theirs becomes markup.
const mdCell = mdText;

export function traceMarkdown(name: string, t: Trace, title?: string, w: TableWords = ENGLISH_TABLE): string {
  const out = [`# ${mdCell(title ? `${title}: ${name}` : name)}`, '', `${w.packet}: \`${formatTuple(t.packet)}\``, '', `**${w.verdict}:** ${mdCell(w.summary(t.request))}`];
  if (t.reply) out.push('', `**${w.reply}:** ${mdCell(w.summary(t.reply))}`);
  out.push('', `| ${[w.step, w.leg, w.where, w.narration].map(mdCell).join(' | ')} |`, '|---:|---|---|---|');
  for (const r of traceRows(t, w.place)) out.push(`| ${r.step} | ${mdCell(w.legName(r.leg))} | ${mdCell(r.where)} | ${mdCell(w.line(r.text, r.msg))} |`);
  return `${out.join('\n')}\n`;
}
