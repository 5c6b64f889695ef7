import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runProbe, simulate } from '../../cluster/simulation';
import { builtinById } from '../../lessons';
import { traceCsv, traceMarkdown, traceRows } from './table';

const scenario = structuredClone(builtinById('talk-l2bridge')!.scenario);
const probe = scenario.probes.find((p) => p.name === 'pod-to-stopped-server')!;
const r = runProbe(simulate(scenario), probe);
if (!r.ok) throw new Error(r.message);
const trace = r.value.trace;

/** RFC 4180, enough for the test: quoted cells with "" inside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const end = () => {
    rows.at(-1)!.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') end();
    else if (c === '\r' && text[i + 1] === '\n') {
      end();
      rows.push([]);
      i++;
    } else cell += c;
  }
  return rows.filter((r) => r.length);
}

describe('Export trace', () => {
  it('CSV: a header and one row per step, in order', () => {
    const lines = traceCsv(trace).trimEnd().split('\r\n');
    expect(lines[0]).toBe('step,leg,where,narration');
    expect(lines).toHaveLength(trace.events.length + 1);
    expect(lines[1]).toMatch(/^1,request,/);
    expect(lines.at(-1)).toContain('NO_LISTENER');
  });

  it('Markdown: title, packet, verdict and the step table', () => {
    const md = traceMarkdown('pod-to-stopped-server', trace, 'The talk');
    expect(md).toMatch(/^# The talk: pod-to-stopped-server\n/);
    expect(md).toContain('**Verdict:** dropped NO_LISTENER');
    expect(md.split('\n').filter((l) => /^\| \d+ \|/.test(l))).toHaveLength(trace.events.length);
  });

  it('cells never break the table or become spreadsheet formulas', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const t = { ...trace, events: [{ ...trace.events[0]!, text: s }] };
        const md = traceMarkdown('p', t).split('\n').filter((l) => l.startsWith('| 1 |'));
        expect(md).toHaveLength(1);
        const cells = parseCsv(traceCsv(t))[1]!;
        expect(cells).toHaveLength(4);
        // Read back as written, with a quote in front of what a spreadsheet would take for a formula.
        expect(cells[3]).toBe(/^[=+\-@]/.test(s) ? `'${s}` : s);
      }),
    );
    expect(traceRows(trace)[0]).toMatchObject({ step: 1, leg: 'request' });
  });
});
