// The evidence report: one probe's question, verdict, steps, counters, assumptions, the commands
// that confirm each step on a real node, and what would make it pass, as GitHub-flavoured Markdown
// to paste into a ticket. Pure: the caller walks the probe, finds the fixes and the commands.
import { ASSUMPTIONS } from '../../core/assumptions';
import { formatTuple } from '../../core/packet/packet';
import type { RuleEvidence } from '../../core/trace/evidence';
import type { LegResult, Place, Trace } from '../../core/trace/trace';
import type { ProbeSpec } from '../../cluster/scenario/schema';
import type { FixJson } from '../fixes/render';
import { placeText } from '../trace/json';
import { mdCell, mdCode, mdFence, mdParagraph, mdText } from './md-escape';

export interface StepCommands {
  step: number;
  commands: { cmd: string; what: string }[];
  /** On a replayed node: how the commands name its ports (a name the files lack is said so). */
  notes?: string[];
}

export interface ReportInput {
  /** The scenario's title or name, or what the dumps were. */
  source: string;
  probe: ProbeSpec;
  trace: Trace;
  evidence: RuleEvidence[];
  commands: StepCommands[];
  /** Undefined: not searched; empty: nothing the walk confirms. */
  fixes?: FixJson[];
}

// Every text that comes from the scenario or a dump (names, and the messages that quote them) goes
// through md-escape: as text (mdText, mdParagraph) or as a code span (code); the report's own
// markup is written around it. A table cell is one line with its pipes escaped.
const cell = mdCell;
const code = mdCode;
const text = mdText;
const table = (head: string[], rows: string[][]) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

function verdictRows(at: Place | undefined, leg: LegResult): string[][] {
  const v = leg.verdict;
  const rows: string[][] = [['outcome', `**${v.outcome}**${v.reason ? ` ${code(v.reason)}` : ''}`]];
  if (at) {
    rows.push(['node', text(at.node)]);
    if (at.port) rows.push(['port', `${code(at.portName ?? at.port)}${at.owner ? ` (${text(at.owner)})` : ''}${at.direction ? ` ${text(at.direction.toUpperCase())}` : ''}`]);
    if (at.layer) rows.push(['layer', code(at.layer)]);
    if (at.group) rows.push(['group', code(at.group)]);
    if (at.rule) rows.push(['rule', code(at.rule)]);
    if (at.compartment && !at.port) rows.push(['compartment', text(String(at.compartment))]);
    if (at.link) rows.push(['link', text(at.link)]);
  }
  if (v.rule) {
    const p = v.rule.provenance;
    rows.push(['rule', `${code(v.rule.id)}${v.rule.friendlyName ? ` (${text(v.rule.friendlyName)})` : ''} in ${code(v.rule.layer)}`]);
    const made = [p?.k8s ? text(`${p.k8s.kind} ${p.k8s.namespace ? `${p.k8s.namespace}/` : ''}${p.k8s.name}`) : '', p?.hns ? `HNS ${text(p.hns.type)} ${code(p.hns.name ?? p.hns.id)}` : '', text(p?.by ?? '')].filter(Boolean);
    if (made.length) rows.push(['made by', made.join(' → ')]);
  }
  if (leg.delivered) rows.push(['delivered to', text(leg.delivered.endpoint)]);
  return rows;
}

export function markdownReport(r: ReportInput): string {
  const { probe, trace: t } = r;
  const out: string[] = [];
  out.push(`# ${text(probe.name)}: ${t.request.verdict.outcome}${t.request.verdict.reason ? ` (${t.request.verdict.reason})` : ''}`, '');
  out.push(`Evidence from VFP Lab, walking ${text(r.source)}.`, '');
  out.push('## The question', '');
  out.push(`Does ${code(formatTuple(t.packet))} (${t.packet.size} bytes${t.packet.df ? ', DF' : ''}) get from ${code(probe.from)} to ${code(probe.to)}?`, '');
  out.push('## The verdict', '');
  out.push(mdParagraph(t.request.verdict.message), '');
  out.push(table(['', 'request'], verdictRows(t.request.verdict.at, t.request)), '');
  if (t.request.verdict.hint) out.push(`> ${text(t.request.verdict.hint)}`, '');
  if (t.reply) {
    out.push(`The reply: ${text(t.reply.verdict.message)}`, '');
    out.push(table(['', 'reply'], verdictRows(t.reply.verdict.at, t.reply)), '');
  }
  out.push('## The steps', '');
  out.push(table(['#', 'leg', 'where', 'what happened'], t.events.map((e, i) => [String(i + 1), e.leg, text(placeText(e.at)), text(e.text)])), '');
  if (r.evidence.length) {
    out.push("## The rules' counters, from the node's dump", '');
    out.push(
      table(
        ['step', 'node', 'port', 'layer', 'rule', 'matched', 'dropped', ''],
        r.evidence.map((e) => [String(e.step), text(e.node), code(e.port), code(e.layer), code(e.rule), String(e.counters.matchedPackets), String(e.counters.droppedPackets), e.contradicts ? '⚠ the walk matched it, the node never counted it' : '']),
      ),
      '',
    );
  }
  out.push('## Assumptions', '');
  out.push(t.assumptions.length ? t.assumptions.map((id) => `- **${mdText(ASSUMPTIONS[id].title)}**: ${mdText(ASSUMPTIONS[id].text)}`).join('\n') : 'None.', '');
  out.push('## Confirm it on a real node', '');
  // One row per command, with every step it confirms: a trace repeats the same port many times.
  const byCmd = new Map<string, { what: string; steps: number[] }>();
  for (const s of r.commands) for (const c of s.commands) {
    const x = byCmd.get(c.cmd) ?? { what: c.what, steps: [] };
    x.steps.push(s.step);
    byCmd.set(c.cmd, x);
  }
  out.push(byCmd.size ? table(['steps', 'command', 'what it shows'], [...byCmd].map(([cmd, x]) => [x.steps.join(', '), code(cmd), text(x.what)])) : 'No step of this walk has a command to run (outside hosts only).', '');
  const notes = [...new Set(r.commands.flatMap((s) => s.notes ?? []))];
  // A note's backticks mark commands and names: they stay code spans, the rest is escaped text.
  if (notes.length) out.push(notes.map((n) => `- ${n.split('`').map((part, i) => (i % 2 ? code(part) : i === 0 ? mdParagraph(part) : mdText(part))).join('')}`).join('\n'), '');
  if (r.fixes) {
    out.push('## What would make it pass', '');
    if (!r.fixes.length) out.push('Nothing to change, or no change the walk confirms.', '');
    r.fixes.forEach((f, i) => {
      out.push(`${i + 1}. **${f.level}**: ${text(f.summary)}. Walked again: **${f.after.outcome}**${f.after.endpoint ? ` at ${text(f.after.endpoint)}` : ''}${f.after.reason ? ` (${f.after.reason})` : ''}.`, '');
      out.push(...mdFence(f.change.diff.trimEnd().split('\n'), 'diff', '   '), '');
    });
  }
  // One newline at the end, however many blank lines the last section left (a loop, not /\n+$/,
  // which backtracks on long runs of newlines).
  let doc = out.join('\n');
  while (doc.endsWith('\n')) doc = doc.slice(0, -1);
  return `${doc}\n`;
}
