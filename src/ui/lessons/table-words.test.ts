import { beforeAll, describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { traceCsv, traceMarkdown } from '../../io/trace/table';
import { loadDictionary, translate, type Key } from '../i18n/t';
import { loadNarrationVi } from '../i18n/narration';
import { tableWords } from './table-words';

beforeAll(() => Promise.all([loadDictionary('vi'), loadNarrationVi()]));

function trace(probe: string) {
  const s = BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario;
  const r = runProbe(simulate(s), s.probes.find((p) => p.name === probe)!);
  if (!r.ok) throw new Error(`${probe} cannot be sent`);
  return r.value.trace;
}

const words = (lang: 'en' | 'vi') => tableWords((key: Key, vars?: Record<string, string | number>) => translate(lang, key, vars), lang);

describe('the exported trace in the chosen language', () => {
  it('in Vietnamese: headings, legs, the network between the nodes, lines and verdict; names and addresses kept', () => {
    const t = trace('pod-to-pod-other-node');
    const md = traceMarkdown('pod-to-pod-other-node', t, 'talk', words('vi'));
    expect(md).toContain('| bước | chiều | ở đâu | diễn giải |');
    expect(md).toContain('mạng của node');
    const rows = md.split('\n').filter((l) => /^\| \d+ \|/.test(l)).map((l) => l.split(' | '));
    expect(rows.length).toBe(t.events.length);
    expect(rows.filter((r) => r[2]!.includes('node network') || !['đi', 'về'].includes(r[1]!))).toEqual([]);
    expect(md).not.toMatch(/delivered to|\*\*Verdict|\*\*Reply/);
    for (const ip of new Set(t.events.flatMap((e) => e.text.match(/\b\d+\.\d+\.\d+\.\d+\b/g) ?? []))) expect(md).toContain(ip);
    const csv = traceCsv(t, words('vi'));
    expect(csv.split('\r\n')[0]).toBe('bước,chiều,ở đâu,diễn giải');
    expect(csv).toContain('mạng của node');
  });

  it('in English, the same as the CLI writes', () => {
    const t = trace('pod-to-pod-other-node');
    expect(traceMarkdown('p', t, 'talk', words('en'))).toBe(traceMarkdown('p', t, 'talk'));
    expect(traceCsv(t, words('en'))).toBe(traceCsv(t));
  });
});
