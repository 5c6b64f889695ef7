// The Kubernetes and YAML readers' words as message values (issue 30): every id says something in
// both languages with no hole left, and what the readers write over the real corpus, its damaged
// copies and the crafted manifests is a value whose English is the problem's message and whose
// Vietnamese keeps the file's values and leaves no English sentence; the library's YAML sentences
// are read into ids.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { K8S_EN } from '../../../io/k8s/messages';
import { YAML_EN, yamlReason, yamlText } from '../../../io/import/located/yaml-messages';
import { loadNarrationVi } from '../narration';
import { dumpProblems, expectSaid, idsOf } from './dumps.testing';
import { K8S_VI } from './k8s.vi';
import { YAML_VI } from './yaml.vi';
import { sayProblem } from './problem-say';
import { sayIssue } from './scenario-say';
import { loadScenarioText } from '../../../io/scenario/load';
import { CRAFTED_SCENARIOS } from '../narration/messages-io.crafted';

const EN = [K8S_EN, YAML_EN];
const VI = [K8S_VI, YAML_VI];

const SAMPLE: Msg['args'] = { doc: 2, kind: 'Service', id: 'default/web', m: { id: 'k8s.notIp', args: { v: '"10.96.0.500"' } }, n: 2, v: '"eighty"', type: 'number', values: 'TCP, UDP, SCTP', family: 'IPv4', cidr: '10.0.0.0/8', text: 'Invalid input', line: 7, why: { id: 'yaml.duplicateKey', args: {} }, token: 'flow-seq-end', collection: { id: 'yaml.flowMap', args: {} }, where: 'flow map', end: ']', c: '`', e: '\\q' };

/** English words that must not be left in a Vietnamese line (quoted values, code and names aside). */
const ENGLISH = /\b(the|is|not|are|must|expected|got|missing|needs?|skipped|kept|appears|Unexpected|Missing|Invalid|cannot|error)\b/;

describe('the Kubernetes and YAML readers’ catalogues', () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(K8S_VI).sort()).toEqual(Object.keys(K8S_EN).sort());
    expect(Object.keys(YAML_VI).sort()).toEqual(Object.keys(YAML_EN).sort());
  });

  it('every id renders in both languages, holes filled, values kept, Vietnamese not English (each side of each choice)', () => {
    // What zod or the YAML library wrote and no table knows is carried as it is written.
    const carried = new Set(['k8s.zod', 'yaml.other']);
    for (const id of [...Object.keys(K8S_EN), ...Object.keys(YAML_EN)].filter((x) => !carried.has(x)))
      for (const over of [{}, { doc: 0, n: 1 }, { kind: '', type: 'bigint' }]) {
        const m: Msg = { id, args: { ...SAMPLE, ...over } };
        const vi = render(VI, m);
        expectSaid(id, render(EN, m), vi);
        expect(vi.replace(/"[^"]*"/g, ''), id).not.toMatch(ENGLISH);
      }
  });

  it("reads the YAML library's sentences into ids whose English is the sentence", () => {
    const sentences = [
      'Map keys must be unique',
      'Flow map in block collection must be sufficiently indented and end with a }',
      'Flow sequence in block collection must be sufficiently indented and end with a ]',
      'Unexpected , in flow map',
      'Missing , between flow sequence items',
      'Missing , or : between flow map items',
      'Plain value cannot start with reserved character `',
      'Invalid escape sequence \\q',
      'Unexpected flow-seq-end token',
      'Unexpected scalar at node end',
      'Unexpected ] in block sequence',
      'Tabs are not allowed as indentation',
    ];
    for (const s of sentences) {
      const m = yamlReason(s);
      expect(m.id, s).not.toBe('yaml.other');
      expect(yamlText(m)).toBe(s);
    }
    expect(yamlReason('A node can have at most one tag')).toEqual({ id: 'yaml.other', args: { text: 'A node can have at most one tag' } });
  });

  it('what the readers write on the corpus and the crafted manifests is a value: its English is the message, every id reached', async () => {
    const { problems } = dumpProblems(/^kubernetes/);
    const reached = new Set<string>();
    let values = 0;
    for (const p of problems) {
      if (p.id === undefined || !(p.id in K8S_EN || p.id in YAML_EN)) continue;
      values++;
      const m = { id: p.id, args: p.args ?? {} };
      idsOf(m, reached);
      expect(render(EN, m)).toBe(p.message);
      const vi = render(VI, m);
      expectSaid(p.id, p.message, vi);
      // Only the library's unknown sentences and zod's own words stay English.
      if (!/yaml\.other|k8s\.zod/.test(JSON.stringify(m))) expect(vi.replace(/"[^"]*"/g, ''), p.message).not.toMatch(ENGLISH);
    }
    expect(values).toBeGreaterThan(15);
    // Said by the import summary's list in Vietnamese.
    await loadNarrationVi();
    const p = problems.find((x) => x.id === 'k8s.at')!;
    expect(sayProblem('vi', p)).toBe(render(VI, { id: p.id!, args: p.args! }));
    // Every sentence is reached but zod's own words and a value of nothing (no input gives them); the
    // library's sentences are read into ids above, whichever a file breaks.
    const library = (id: string) => id.startsWith('yaml.') && !['yaml.tooDeep', 'yaml.syntax', 'yaml.inDocument'].includes(id);
    expect([...Object.keys(K8S_EN), ...Object.keys(YAML_EN)].filter((id) => !reached.has(id) && !library(id) && !['k8s.zod', 'k8s.nothing'].includes(id))).toEqual([]);
  });

  it("a scenario file's YAML that does not read (a duplicate key, too deep) is a value too, said by Build's list in Vietnamese", async () => {
    await loadNarrationVi();
    const errors = [CRAFTED_SCENARIOS['not yaml']!, CRAFTED_SCENARIOS.deep!].flatMap((t) => loadScenarioText(t).errors);
    expect(errors.map((e) => e.msg?.id)).toEqual(['yaml.duplicateKey', 'yaml.tooDeep']);
    for (const e of errors) {
      expect(render(EN, e.msg!)).toBe(e.message);
      expect(sayIssue('vi', e)).toBe(render(VI, e.msg!));
    }
  });
});
