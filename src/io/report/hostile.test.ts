// Issue 32: names from a scenario or a dump are data in the Markdown report. Rendered with a GFM
// renderer (marked), a report whose every name is hostile has no raw HTML, link or image, the same
// headings and tables as the plain one, and nothing after the verdict hidden.
import '../../cluster/scenario/node-overrides';
import '../../lessons/testing/builtins-loaded';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { reportCommands } from '../../lessons/step-commands';
import type { Trace } from '../../core/trace/trace';
import { markdownReport } from './markdown';
import { traceMarkdown } from '../trace/table';
import { mdCell, mdCode, mdFence, mdParagraph, mdText, oneLine } from './md-escape';
import { headings, injected, tables } from './testing/markup';

export const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '[click](https://evil.example)',
  '![i](https://evil.example/i.png)',
  'see https://evil.example or www.evil.example or a@evil.example',
  'x\r<!--',
  'x\r# fake heading',
  'x\r\n\r\n---\n| a | b |',
  'a | b \\| c',
  '**bold** _em_ ~~gone~~',
  '`code` ``` fence',
  'tab\there\u2028line\u0085nel\u0000nul\u001b[31mred',
  '&lt;b&gt; &amp;',
];
const ALL = HOSTILE.join(' ');

/** The network-policy built-in's denied probe, walked, as the report needs it. */
function input() {
  const s = structuredClone(BUILTINS.find((b) => b.id === 'network-policy')!.scenario);
  const sim = simulate(s);
  const probe = s.probes.find((p) => p.name === 'batch-to-api-denied')!;
  const r = runProbe(sim, probe);
  if (!r.ok) throw new Error(r.message);
  return { s, sim, probe, trace: r.value.trace };
}

/** The same walk with a hostile name in every text the report takes from the scenario or a dump. */
function hostileTrace(t: Trace): Trace {
  const h = structuredClone(t);
  const v = h.request.verdict;
  v.message = `${ALL} ${v.message}`;
  v.hint = `${ALL} ${v.hint ?? ''}`;
  // Every name the verdict's place has (and only those: the table keeps its rows).
  const at = v.at as unknown as Record<string, unknown> | undefined;
  for (const k of ['node', 'owner', 'portName', 'layer', 'group', 'rule', 'link']) if (at && typeof at[k] === 'string') at[k] = `${at[k] as string} ${ALL}`;
  h.events = h.events.map((e) => ({ ...e, text: `${e.text} ${ALL}`, at: { ...e.at, node: `${e.at.node} ${ALL}`, owner: ALL } }));
  if (h.reply) h.reply.verdict.message = `${ALL}`;
  return h;
}

describe('the report escapes what names carry', () => {
  const { s, sim, probe, trace } = input();
  const plain = markdownReport({ source: s.metadata.title!, probe, trace, evidence: [], commands: reportCommands(trace, sim, false) });
  const md = markdownReport({
    source: `${s.metadata.title} ${ALL}`,
    probe: { ...probe, name: `${probe.name} ${ALL}`, from: `${probe.from} ${ALL}`, to: `${probe.to}${ALL}` },
    trace: hostileTrace(trace),
    evidence: [],
    commands: reportCommands(trace, sim, false).map((c) => ({ ...c, commands: c.commands.map((x) => ({ cmd: `${x.cmd} ${ALL}`, what: `${x.what} ${ALL}` })) })),
    fixes: [{ summary: ALL, level: 'hns', change: { format: 'json', before: '', after: '', diff: `--- before\n+++ after\n+ "Name": "x\r<!--"\n+ \`\`\`\n+${ALL}` }, after: { outcome: 'delivered', reason: null, endpoint: `pod/default/${ALL}` } }],
  });

  it('no name becomes raw HTML, a link or an image', () => {
    expect(injected(plain)).toEqual([]);
    expect(injected(md)).toEqual([]);
    const html = marked.parse(md, { gfm: true }) as string;
    expect(html).not.toMatch(/<(img|script|a|hr)\b/);
    expect(html).not.toContain('<!--');
    expect(html).not.toMatch(/<(strong|em|del)>(bold|em|gone)</);
  });

  it('keeps the headings, one h1 and every section after the verdict', () => {
    const h = headings(md);
    expect(h.filter((x) => x.startsWith('# '))).toHaveLength(1);
    expect(h.filter((x) => x.startsWith('## '))).toEqual([...headings(plain).filter((x) => x.startsWith('## ')), '## What would make it pass']);
  });

  it('keeps the verdict table and every table whole: the same rows, every row as many cells as its header', () => {
    const [a, b] = [tables(plain), tables(md)];
    expect(b.map((t) => t.rows.length)).toEqual(a.map((t) => t.rows.length));
    for (const t of b) for (const r of t.rows) expect(r).toHaveLength(t.header.length);
    // The verdict table names the same things, in the same order.
    expect(b[0]!.rows.map((r) => r[0]!.text)).toEqual(a[0]!.rows.map((r) => r[0]!.text));
  });

  it('shows each name as the text it is (escaped, not dropped)', () => {
    const html = marked.parse(md, { gfm: true }) as string;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('[click](https://evil.example)');
    expect(html).toContain('**bold** _em_ ~~gone~~');
    // The diff keeps its fence: the line with the CR and the backticks are code.
    expect(html).toContain('<code class="language-diff">');
    expect(html).toMatch(/language-diff">[^]*x\n&lt;!--[^]*```/);
  });
});

describe("Export trace's Markdown escapes them too", () => {
  it('no HTML, link or image; the table keeps its rows and cells', () => {
    const { trace } = input();
    const md = traceMarkdown(`batch ${ALL}`, hostileTrace(trace), `title ${ALL}`);
    expect(injected(md)).toEqual([]);
    expect(headings(md)).toHaveLength(1);
    const [t] = tables(md);
    expect(t!.rows).toHaveLength(trace.events.length);
    for (const r of t!.rows) expect(r).toHaveLength(4);
  });
});

describe('md-escape', () => {
  const render = (md: string) => (marked.parseInline(md, { gfm: true }) as string).trim();
  it('text renders as the input, with no markup', () => {
    for (const h of HOSTILE) {
      const out = render(mdText(h));
      expect(out, h).not.toMatch(/<(?!\/?p>)[a-z!]/i);
      const back = out.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
      expect(back, h).toBe(oneLine(h));
    }
  });
  it('keeps identifiers readable: underscores inside words and dotted addresses are left alone', () => {
    expect(mdText('ACL_ENDPOINT_LAYER 10.244.1.21:80 pod/default/web-1')).toBe('ACL_ENDPOINT_LAYER 10.244.1.21:80 pod/default/web-1');
    expect(mdText('_x_')).toBe('\\_x\\_');
  });
  it('a code span holds any backticks and no line break', () => {
    for (const h of ['a`b', '``', '`x`', 'x\r<!--', ' x ']) expect(render(mdCode(h)).replace(/^<code>|<\/code>$/g, '')).toBe(oneLine(h).replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  });
  it('a paragraph that starts like a list, a rule or a heading underline stays a paragraph', () => {
    for (const h of ['- a', '+ a', '1. a', '2) a', '---', '===', '# a', '> a']) expect(marked.lexer(mdParagraph(h))[0]!.type, h).toBe('paragraph');
  });
  it('a cell escapes its pipes once, also inside code', () => {
    expect(mdCell('a | b')).toBe('a \\| b');
    expect(mdCell(mdText('a | b'))).toBe('a \\| b');
    expect(mdCell('`a|b`')).toBe('`a\\|b`');
  });
  it('a fence outlasts the backticks inside it and splits a lone CR into lines', () => {
    expect(mdFence(['a\r```b', '````'], 'diff', '  ')).toEqual(['  `````diff', '  a', '  ```b', '  ````', '  `````']);
  });
});
