// A reachability matrix as text for people and tools: a Markdown table a GitHub issue renders
// (sources down, destinations across), CSV (one row per cell), and the terminal's table.
import type { Matrix, MatrixCell } from '../../cluster/matrix/matrix';
import type { FixJson } from '../fixes/render';
import { mdText } from '../report/md-escape';

/** With `--fix`: a failing cell's verified fixes (none found: an empty list; not searched: undefined). */
export type CellFixes = (c: MatrixCell) => FixJson[] | undefined;

const fixLine = (f: FixJson) => `[${f.level}] ${f.summary} → ${f.after.outcome}${f.after.endpoint ? ` at ${f.after.endpoint}` : f.after.reason ? ` (${f.after.reason})` : ''}`;


export function cellMark(c: MatrixCell): string {
  const head = c.outcome === 'delivered' ? (c.reply ? `✓ reply ${c.reply.reason ?? c.reply.outcome}` : '✓') : c.outcome === 'unknown' ? '? unknown' : `✗ ${c.reason ?? c.outcome}`;
  return c.expect && !c.expect.holds ? `${head} ≠ expect` : head;
}

const short = (ref: string) => ref.replace(/^(pod|service)\/default\//, '$1/');

export function matrixMarkdown(m: Matrix, fixes?: CellFixes): string {
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
    const searched = fixes ? failing.filter((c) => fixes(c)) : [];
    if (searched.length) {
      out.push('', '**What would make each failing cell pass** (each change walked again):', '');
      for (const c of searched) {
        const list = fixes!(c)!;
        out.push(`- ${mdText(`${short(c.from)} → ${short(c.to)}/${c.protocol}`)}: ${list.length ? '' : 'nothing found that the walk confirms'}`.trimEnd());
        for (const f of list) out.push(`  - ${mdText(fixLine(f))}`);
      }
    }
  }
  return out.join('\n') + '\n';
}

const csv = (s: string) => (/[",\r\n]/.test(s) || /^[=+\-@]/.test(s) ? `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"` : s);

export function matrixCsv(m: Matrix, fixes?: CellFixes): string {
  const rows = [['from', 'to', 'protocol', 'outcome', 'reason', 'reply', 'node', 'place', 'port', 'direction', 'layer', 'rule', 'expect', 'why', ...(fixes ? ['fixes'] : [])]];
  for (const c of m.cells)
    rows.push([c.from, c.to, c.protocol, c.outcome, c.reason ?? '', c.reply ? `${c.reply.outcome} ${c.reply.reason ?? ''}`.trim() : '', c.at?.node ?? '', c.at?.place ?? '', c.at?.portName ?? '', c.at?.direction ?? '', c.at?.layer ?? '', c.rule ?? '', c.expect ? `${c.expect.probe}: ${c.expect.holds ? 'holds' : 'fails'}` : '', c.why ?? '', ...(fixes ? [(fixes(c) ?? []).map(fixLine).join(' | ')] : [])]);
  return rows.map((r) => r.map(csv).join(',')).join('\r\n') + '\r\n';
}

/** The terminal's view: the failing cells, then a count. */
export function matrixText(m: Matrix, fixes?: CellFixes): string {
  const out: string[] = [];
  let shown = 0;
  for (const c of m.cells) {
    if (c.outcome === 'delivered' && !c.reply && (!c.expect || c.expect.holds)) continue;
    const where = c.at ? ` at ${[c.at.node, c.at.portName ?? c.at.compartment ?? c.at.link, c.at.direction?.toUpperCase(), c.at.layer, c.rule].filter(Boolean).join(' · ')}` : '';
    out.push(`${cellMark(c).padEnd(22)} ${short(c.from)} → ${short(c.to)}/${c.protocol}${where}${c.why ? ` (${c.why})` : ''}${c.expect && !c.expect.holds ? ` [probe ${c.expect.probe}: ${(c.expect.mismatch ?? []).join('; ')}]` : ''}`);
    shown++;
    const list = fixes?.(c);
    if (list) out.push(...(list.length ? list.map((f, i) => `${' '.repeat(23)}fix ${i + 1}. ${fixLine(f)}`) : [`${' '.repeat(23)}fix: nothing found that the walk confirms`]));
  }
  const ok = m.cells.length - shown;
  out.push(`${m.sources.length} sources × ${m.destinations.length} destinations: ${ok} of ${m.cells.length} cells delivered with their reply${m.cells.some((c) => c.expect) ? `; ${m.cells.filter((c) => c.expect && !c.expect.holds).length} of ${m.cells.filter((c) => c.expect).length} expectations fail` : ''}`);
  return out.join('\n') + '\n';
}
