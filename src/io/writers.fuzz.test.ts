// `npm run fuzz` over the writers (issue 32): names drawn from hostile pieces (HTML, links, images,
// CR, comment openers, emphasis, pipes, fences, NUL, lone surrogates, escape sequences) and any
// UTF-16 text, put into every name the Markdown report, Export trace and the pcapng take. No name
// becomes markup (rendered by marked, a GFM renderer) nor breaks a table; every pcapng reads back
// with the project's strict reader. FUZZ_RUNS sets the runs (default 100 each; whole walks with
// names over 64 KB: a twentieth of them, at most 60).
import '../cluster/scenario/node-overrides';
import '../lessons/testing/builtins-loaded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../cluster/simulation';
import { BUILTINS } from '../lessons';
import type { Trace } from '../core/trace/trace';
import { markdownReport } from './report/markdown';
import { headings, injected, tables } from './report/testing/markup';
import { traceMarkdown } from './trace/table';
import { tracePcapng } from './pcapng/capture';
import { readPcapng } from './pcapng/reader';
import { MAX_OPTION_BYTES, pcapng } from './pcapng/write';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const PIECES = ['<img src=x onerror=alert(1)>', '<script>', '</td>', '[a](https://evil.example)', '![i](x.png)', 'https://evil.example', '\r', '\n', '\r\n\r\n', '<!--', '-->', '# ', '---', '|', '\\|', '\\', '**', '_', '~~', '`', '```', '~~~', '\0', '\ud800', '\udc00', '\u001b[31m', '\u2028', '\u0085', '&amp;', '&lt;', ' ', 'é', '😀'];
const hostileName = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 12 })), { minLength: 1, maxLength: 12 }).map((xs) => xs.join(''));

const s = structuredClone(BUILTINS.find((b) => b.id === 'network-policy')!.scenario);
const sim = simulate(s);
const probe = s.probes.find((p) => p.name === 'batch-to-api-denied')!;
const walked = runProbe(sim, probe);
if (!walked.ok) throw new Error(walked.message);
const trace = walked.value.trace;

/** The walk with `name` in every name a scenario or a dump can set. */
function named(t: Trace, name: string): Trace {
  const h = structuredClone(t);
  const v = h.request.verdict;
  v.message = `${name} ${v.message}`;
  const at = v.at as unknown as Record<string, unknown> | undefined;
  for (const k of ['node', 'owner', 'portName', 'layer', 'group', 'rule']) if (at && typeof at[k] === 'string') at[k] = `${at[k] as string}${name}`;
  h.events = h.events.map((e) => ({ ...e, text: `${e.text}${name}`, at: { ...e.at, node: `${e.at.node}${name}`, owner: name }, ...(e.layer ? { layer: { ...e.layer, ruleName: name, group: e.layer.group && `${e.layer.group}${name}` } } : {}) }));
  return h;
}

/** A real frame of the walk, for packets of hand-made files. */
const frame = readPcapng(tracePcapng(trace)).packets[0]!.data;
const plain = markdownReport({ source: s.metadata.title!, probe, trace, evidence: [], commands: [] });

describe('the Markdown writers with hostile names', () => {
  it('the report: no HTML, link or image; the same headings and tables', () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        const md = markdownReport({ source: name, probe: { ...probe, name, from: name, to: name }, trace: named(trace, name), evidence: [], commands: [] });
        expect(injected(md)).toEqual([]);
        expect(headings(md).map((h) => h.split(' ')[0])).toEqual(headings(plain).map((h) => h.split(' ')[0]));
        const [a, b] = [tables(plain), tables(md)];
        expect(b.map((t) => t.rows.length)).toEqual(a.map((t) => t.rows.length));
        for (const t of b) for (const r of t.rows) expect(r).toHaveLength(t.header.length);
      }),
      { numRuns: RUNS },
    );
  });

  it('Export trace: no HTML, link or image; one heading; a row of four cells per event', () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        const md = traceMarkdown(name, named(trace, name), name);
        expect(injected(md)).toEqual([]);
        expect(headings(md)).toHaveLength(1);
        const [t] = tables(md);
        expect(t!.rows).toHaveLength(trace.events.length);
        for (const r of t!.rows) expect(r).toHaveLength(4);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the pcapng writer with hostile names', () => {
  it('a walk with a hostile rule name, group and text reads back; every comment fits its option', () => {
    fc.assert(
      // One run in four gives a name of over 64 KB of UTF-8 (cut with a marker).
      fc.property(hostileName, fc.constantFrom(0, 0, 0, 34_000), (name, repeat) => {
        const cap = readPcapng(tracePcapng(named(trace, name + 'é'.repeat(repeat))));
        expect(cap.packets.length).toBeGreaterThan(0);
        for (const p of cap.packets) expect(new TextEncoder().encode(p.comment ?? '').length).toBeLessThanOrEqual(MAX_OPTION_BYTES);
      }),
      { numRuns: Math.min(60, Math.max(10, Math.floor(RUNS / 20))) },
    );
  }, 120_000);

  it('any interface name and comment: the file reads back, the text as written save NUL and lone surrogates', () => {
    const clean = (x: string) => x.replace(/\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
    fc.assert(
      fc.property(hostileName, hostileName, (name, comment) => {
        const cap = readPcapng(pcapng([{ name, description: comment }], [{ iface: 0, timestampUs: 1, data: frame, comment }]));
        // An empty description or comment is not written at all.
        expect(cap.interfaces[0]).toEqual({ linkType: 1, name: clean(name), description: clean(comment) || undefined });
        expect(cap.packets[0]!.comment).toBe(clean(comment) || undefined);
      }),
      { numRuns: RUNS },
    );
  });
});
