// A reachability matrix as text for people and tools: a Markdown table a GitHub issue renders
// (sources down, destinations across), CSV (one row per cell), and the terminal's table.
import type { Matrix, MatrixCell } from '../../cluster/matrix/matrix';
import { mdText } from '../report/md-escape';


export function cellMark(c: MatrixCell): string {
  const head = c.outcome === 'delivered' ? (c.reply ? `✓ reply ${c.reply.reason ?? c.reply.outcome}` : '✓') : c.outcome === 'unknown' ? '? unknown' : `✗ ${c.reason ?? c.outcome}`;
  return c.expect && !c.expect.holds ? `${head} ≠ expect` : head;
}

const short = (ref: string) => ref.replace(/^(pod|service)\/default\//, '$1/');

export function matrixMarkdown(m: Matrix): string {
  const byPair = new Map(m.cells.map((c) => [`${c.from}|${c.to}`, c]));
  const lines = [`| from \\ to | ${m.destinations.map((d) => mdText(`${short(d.ref)}/${d.protocol}`)).join(' | ')} |`, `|---|${m.destinations.map(() => ':---:').join('|')}|`];
  for (const s of m.sources) lines.push(`| ${mdText(short(s.ref))} | ${m.destinations.map((d) => mdText(cellMark(byPair.get(`${s.ref}|${d.ref}`)!))).join(' | ')} |`);
  const failing = m.cells.filter((c) => c.outcome !== 'delivered' || c.reply || (c.expect && !c.expect.holds));
  const total = m.cells.length;
  const out = [`**${total - failing.length} of ${total} cells delivered with their reply.**`, '', ...lines];
  if (failing.length) {
    out.push('', '| from | to | outcome | where | why |', '|---|---|---|---|---|');
    for (const c of failing) {
      const where = c.at ? [c.at.node, c.at.portName ?? c.at.compartment ?? c.at.link, c.at.direction?.toUpperCase(), c.at.layer, c.rule].filter(Boolean).join(' · ') : '';
      out.push(`| ${mdText(short(c.from))} | ${mdText(short(c.to))}/${c.protocol} | ${mdText(cellMark(c))} | ${mdText(where)} | ${mdText(c.why ?? (c.expect && !c.expect.holds ? `probe ${c.expect.probe}: ${(c.expect.mismatch ?? []).join('; ')}` : ''))} |`);
    }
  }
  return out.join('\n') + '\n';
}

const csv = (s: string) => (/[",\r\n]/.test(s) || /^[=+\-@]/.test(s) ? `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"` : s);

export function matrixCsv(m: Matrix): string {
  const rows = [['from', 'to', 'protocol', 'outcome', 'reason', 'reply', 'node', 'place', 'port', 'direction', 'layer', 'rule', 'expect', 'why']];
  for (const c of m.cells)
    rows.push([c.from, c.to, c.protocol, c.outcome, c.reason ?? '', c.reply ? `${c.reply.outcome} ${c.reply.reason ?? ''}`.trim() : '', c.at?.node ?? '', c.at?.place ?? '', c.at?.portName ?? '', c.at?.direction ?? '', c.at?.layer ?? '', c.rule ?? '', c.expect ? `${c.expect.probe}: ${c.expect.holds ? 'holds' : 'fails'}` : '', c.why ?? '']);
  return rows.map((r) => r.map(csv).join(',')).join('\r\n') + '\r\n';
}

/** The terminal's view: the failing cells, then a count. */
export function matrixText(m: Matrix): string {
  const out: string[] = [];
  for (const c of m.cells) {
    if (c.outcome === 'delivered' && !c.reply && (!c.expect || c.expect.holds)) continue;
    const where = c.at ? ` at ${[c.at.node, c.at.portName ?? c.at.compartment ?? c.at.link, c.at.direction?.toUpperCase(), c.at.layer, c.rule].filter(Boolean).join(' · ')}` : '';
    out.push(`${cellMark(c).padEnd(22)} ${short(c.from)} → ${short(c.to)}/${c.protocol}${where}${c.why ? ` (${c.why})` : ''}${c.expect && !c.expect.holds ? ` [probe ${c.expect.probe}: ${(c.expect.mismatch ?? []).join('; ')}]` : ''}`);
  }
  const ok = m.cells.length - out.length;
  out.push(`${m.sources.length} sources × ${m.destinations.length} destinations: ${ok} of ${m.cells.length} cells delivered with their reply${m.cells.some((c) => c.expect) ? `; ${m.cells.filter((c) => c.expect && !c.expect.holds).length} of ${m.cells.filter((c) => c.expect).length} expectations fail` : ''}`);
  return out.join('\n') + '\n';
}
