import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runProbe, simulate } from '../../cluster/simulation';
import { builtinById } from '../../lessons';
import { loadScenarioText } from '../scenario/load';
import { traceCsv, traceMarkdown, traceRows } from './table';

const scenario = loadScenarioText(builtinById('talk-l2bridge')!.yaml).value!;
const probe = scenario.probes.find((p) => p.name === 'pod-to-stopped-server')!;
const r = runProbe(simulate(scenario), probe);
if (!r.ok) throw new Error(r.message);
const trace = r.value.trace;

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
        const row = traceCsv(t).split('\r\n')[1]!;
        expect(row.split(',').pop()).not.toMatch(/^[=+\-@]/);
      }),
    );
    expect(traceRows(trace)[0]).toMatchObject({ step: 1, leg: 'request' });
  });
});
