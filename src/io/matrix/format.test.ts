// The matrix as Markdown (rendered by a GFM renderer: one table row per source, the failing cells'
// table, nothing a name carries becomes HTML) and as CSV (a row per cell, formula-safe).
import { readFileSync } from 'node:fs';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { reachabilityMatrix } from '../../cluster/matrix/matrix';
import { simulate } from '../../cluster/simulation';
import { loadScenarioText } from '../scenario/load';
import { matrixCsv, matrixMarkdown, matrixText } from './format';

const scenario = loadScenarioText(readFileSync('src/lessons/scenarios/network-policy.yaml', 'utf8')).value!;

describe('matrix formats', () => {
  const m = reachabilityMatrix(simulate(scenario));

  it('Markdown renders as two tables with a row per source and per failing cell', () => {
    const html = marked.parse(matrixMarkdown(m)) as string;
    const tables = html.split('<table>').slice(1);
    expect(tables.length).toBe(2);
    expect((tables[0]!.match(/<tr>/g) ?? []).length).toBe(m.sources.length + 1);
    const failing = m.cells.filter((c) => c.outcome !== 'delivered' || c.reply).length;
    expect((tables[1]!.match(/<tr>/g) ?? []).length).toBe(failing + 1);
    expect((tables[0]!.split('</tr>')[0]!.match(/<th[ >]/g) ?? []).length).toBe(m.destinations.length + 1);
  });

  it('names cannot break the table nor bring HTML', () => {
    const hostile = { ...m, sources: [{ ref: 'pod/default/x|<img src=x>\r\n# h', kind: 'pod' as const }], cells: m.destinations.map((d) => ({ ...m.cells[0]!, from: 'pod/default/x|<img src=x>\r\n# h', to: d.ref })) };
    const html = marked.parse(matrixMarkdown(hostile)) as string;
    expect(html).not.toMatch(/<img|<h1/);
    expect((html.split('<table>')[1]!.match(/<tr>/g) ?? []).length).toBe(2);
  });

  it('CSV: a header and a row per cell; a cell that starts like a formula is quoted as text', () => {
    const rows = matrixCsv(m).trimEnd().split('\r\n');
    expect(rows.length).toBe(m.cells.length + 1);
    const f = matrixCsv({ ...m, cells: [{ ...m.cells[0]!, from: '=HYPERLINK("x")' }] });
    expect(f.split('\r\n')[1]!.startsWith('"\'=HYPERLINK(""x"")"')).toBe(true);
  });

  it('with fixes: Markdown lists them under the failing cells (a hostile summary stays text), CSV gains a column', () => {
    const fix = { summary: 'add <img src=x> | rule', level: 'kubernetes', change: { format: 'yaml', before: '', after: '', diff: '' }, after: { outcome: 'delivered', reason: null, endpoint: 'pod/default/api' } } as const;
    const failing = m.cells.filter((c) => c.outcome !== 'delivered');
    const fixes = (c: (typeof m.cells)[number]) => (c === failing[0] ? [fix] : c === failing[1] ? [] : undefined);
    const md = matrixMarkdown(m, fixes);
    expect(md).toContain('**What would make each failing cell pass** (each change walked again):');
    expect(md).toContain('nothing found that the walk confirms');
    const html = marked.parse(md) as string;
    expect(html).not.toMatch(/<img/);
    expect(html.split('<table>').length).toBe(3);
    const rows = matrixCsv(m, fixes).trimEnd().split('\r\n');
    expect(rows[0]!.endsWith(',why,fixes')).toBe(true);
    expect(rows[m.cells.indexOf(failing[0]!) + 1]).toContain('[kubernetes] add <img src=x> | rule → delivered at pod/default/api');
    expect(matrixText(m, fixes)).toMatch(/\n {23}fix 1\. \[kubernetes\] add <img src=x> \| rule → delivered at pod\/default\/api\n/);
  });

  it('the terminal view ends with the counts', () => {
    expect(matrixText(m).trimEnd().split('\n').at(-1)).toMatch(/^\d+ sources × \d+ destinations: \d+ of \d+ cells delivered with their reply; 0 of \d+ expectations fail$/);
  });
});
