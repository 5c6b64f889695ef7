// `Get-HnsNetwork | Format-Table …`, `Get-HnsEndpoint | ft Id, Name, IPAddress, IsRemoteEndpoint` and
// kin: PowerShell's table, a header of column names over a line of dashes, one row per object:
//
//   ID                                   Name     IPAddress     IsRemoteEndpoint
//   --                                   ----     ---------     ----------------
//   b10f186a-ee1d-40a1-bb8a-f532cab4d131 Ethernet 192.168.7.110             True
//
// The dashes give each column's place (text is left-aligned at its start, numbers and booleans
// right-aligned at its end). Each row becomes an object of the column names, read by the same code
// as the JSON and Format-List, so the kind (network, endpoint) comes from the columns. What a table
// leaves out (every column not asked for, cells cut with `...`) is said, never invented.
import type { ParseResult } from '../result';
import { guard } from '../result';
import { countDump, HNS_KINDS } from './count';
import { Fields } from './hns/fields';
import { addHnsObject } from './hns/objects';
import type { Obj } from './json-walk';
import { addNote, emptyDump, type DumpModel } from './model';
import { readValue } from './powershell-list';
import { Report } from './report';
import { hnsMsg, lineList } from './messages-hns';
import { head, linesOf, quote } from './text';

/** Column names only HNS objects print (as Get-HnsNetwork / Get-HnsEndpoint name their properties). */
const HNS_COLUMNS = new Set(
  [
    ...['id', 'name', 'type', 'ipaddress', 'isremoteendpoint', 'macaddress', 'prefixlength', 'gatewayaddress', 'virtualnetwork', 'virtualnetworkname'],
    ...['managementip', 'subnets', 'state', 'drmacaddress', 'networkadaptername', 'policies', 'encapoverhead', 'sharedcontainers', 'dnsserverlist', 'totalendpoints'],
  ],
);
/** Columns that make a table HNS's rather than any PowerShell table with an ID and a Name. */
const TELLING = ['ipaddress', 'isremoteendpoint', 'virtualnetwork', 'virtualnetworkname', 'managementip', 'subnets', 'drmacaddress', 'networkadaptername', 'encapoverhead', 'totalendpoints'];

const DASHES = /^-+(?: +-+)+ *$/;

interface Column {
  name: string;
  start: number;
  end: number;
}

export function detect(text: string): number {
  const lines = linesOf(head(text, 16 * 1024));
  for (let i = 1; i < lines.length; i++) {
    const dash = lines[i]!.trimEnd();
    if (!DASHES.test(dash)) continue;
    const names = columnsOf(lines[i - 1]!, dash).map((c) => c.name.toLowerCase());
    const known = names.filter((n) => HNS_COLUMNS.has(n));
    if (known.length >= 2 && known.includes('id') && names.some((n) => TELLING.includes(n))) return 0.85;
    if (known.length >= 3 && names.some((n) => TELLING.includes(n))) return 0.6;
  }
  return 0;
}

export function parse(text: string, _file: string): ParseResult<DumpModel> {
  return guard(() => read(text));
}

export const count = (model: DumpModel) => countDump(model, HNS_KINDS);

/** The columns a dash line marks under a header line: names as printed, places as the dashes say. */
function columnsOf(header: string, dash: string): Column[] {
  const runs = [...dash.matchAll(/-+/g)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  return runs.map((r, k) => {
    const next = runs[k + 1]?.start ?? Infinity;
    return { name: header.slice(r.start, Math.min(next, header.length)).trim(), start: r.start, end: r.end };
  });
}

/** A row cut into cells: from a column's start to the next one's start (the last takes the rest). */
function cellsOf(row: string, columns: Column[]): string[] {
  return columns.map((c, k) => row.slice(c.start, k + 1 < columns.length ? columns[k + 1]!.start : undefined).trim());
}

/** Whether a column's start falls inside a word of the row: the row does not line up with the dashes. */
function misaligned(row: string, columns: Column[]): boolean {
  return columns.slice(1).some((c) => c.start < row.length && row.charAt(c.start - 1) !== ' ' && row.charAt(c.start) !== ' ');
}

interface Row {
  line: number;
  columns: Column[];
  cells: string[];
}

function read(text: string): ParseResult<DumpModel> {
  const r = new Report();
  const model = emptyDump();
  const lines = linesOf(text);
  const stray: { line: number; text: string }[] = [];
  const cut: { line: number; column: string }[] = [];
  const wrapped: number[] = [];
  const collapsed: number[] = [];
  const unsplit: number[] = [];
  const dropped: { line: number; count: number }[] = [];
  const shown = new Set<string>();
  const table: Row[] = [];
  let columns: Column[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trimEnd();
    const n = i + 1;
    if (line.trim() === '') {
      columns = undefined;
      continue;
    }
    if (DASHES.test(lines[i + 1]?.trimEnd() ?? '')) {
      columns = columnsOf(line, lines[i + 1]!.trimEnd());
      for (const c of columns) shown.add(c.name);
      i++;
      continue;
    }
    // `ft -AutoSize` wider than the console: PowerShell drops the last columns and says so above the table.
    const removed = /^WARNING: (\d+) columns? do(?:es)? not fit into the display and (?:was|were) removed\.$/.exec(line.trim());
    if (removed) {
      dropped.push({ line: n, count: Number(removed[1]) });
      continue;
    }
    if (!columns) {
      stray.push({ line: n, text: line });
      continue;
    }
    const last = table[table.length - 1];
    // Format-Table -Wrap goes on under the column it wraps, the cells before it blank.
    if (last && last.columns === columns && line.startsWith(' ') && line.slice(0, columns[1]?.start ?? 0).trim() === '' && columns.length > 1) {
      cellsOf(line, columns).forEach((cell, k) => {
        if (cell !== '') last.cells[k] = last.cells[k] ? `${last.cells[k]} ${cell}` : cell;
      });
      wrapped.push(n);
      continue;
    }
    // A paste that collapsed runs of spaces (a chat, a web page) leaves words where the dashes no
    // longer mark the columns: read word by word when there is one word per column.
    if (misaligned(line, columns)) {
      const words = line.trim().split(/\s+/);
      if (words.length !== columns.length) {
        unsplit.push(n);
        continue;
      }
      collapsed.push(n);
      table.push({ line: n, columns, cells: words });
      continue;
    }
    table.push({ line: n, columns, cells: cellsOf(line, columns) });
  }
  table.forEach((row, rows) => {
    const o: Obj = {};
    const path = `[${rows}]`;
    row.cells.forEach((cell, k) => {
      const name = row.columns[k]!.name;
      if (cell === '') return;
      // PowerShell cuts a cell that does not fit with `...` (5.1) or `…` (7): what is left is not the value.
      if (/(?:\.\.\.|…)$/.test(cell) && !/^\{.*\}$/.test(cell)) {
        cut.push({ line: row.line, column: name });
        if (!/^\{/.test(cell)) return;
      }
      o[name] = readValue(cell, `${path}.${name}`, () => {});
    });
    const lineOf = () => row.line;
    addHnsObject(model, new Fields(o, path, { r, lineOf }));
  });
  const rows = table.length;
  const at = (xs: number[]) => ({ n: xs.length, lines: lineList(xs) });
  if (wrapped.length) r.warn(hnsMsg('hns.tableWrapped', at(wrapped)), { line: wrapped[0]! });
  if (collapsed.length) r.warn(hnsMsg('hns.tableCollapsed', at(collapsed)), { line: collapsed[0]! });
  if (unsplit.length) r.warn(hnsMsg('hns.tableUnsplit', at(unsplit)), { line: unsplit[0]! });
  for (const d of dropped) r.warn(hnsMsg('hns.tableDropped', { n: d.count }), { line: d.line });
  for (const s of stray.slice(0, 3)) r.warn(hnsMsg('hns.tableStray', { t: quote(s.text) }), { line: s.line });
  if (stray.length > 3) r.warn(hnsMsg('hns.tableStrayMore', { n: stray.length - 3 }), { line: stray[3]!.line });
  if (cut.length) {
    const cols = [...new Set(cut.map((c) => c.column))];
    r.warn(hnsMsg('hns.tableCut', { n: cut.length, cols: cols.join(', '), line: cut[0]!.line }), { line: cut[0]!.line });
  }
  const found = model.hns.networks.length + model.hns.endpoints.length;
  if (rows === 0 || found === 0) {
    r.error(hnsMsg('hns.tableNone', {}), { line: 1 });
    return r.result<DumpModel>();
  }
  addNote(model, `A PowerShell table prints only the columns asked for (${[...shown].join(', ')}): everything else about these objects is not in the file (Get-HnsEndpoint | ConvertTo-Json -Depth 10 prints it all).`);
  return r.result(model);
}
