// The state layer's short messages in Vietnamese: who made a replayed node's rules (English held in
// the rebuilt document; each site has a template, so a new one without Vietnamese fails), and the
// built-ins' own words. (The simulation's origins, Compare's words and why a probe cannot be sent
// are values: messages/origin.test.ts, compare.test.ts, probe.test.ts.)
import '../../../lessons/testing/builtins-loaded';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTINS, type BuiltinId } from '../../../lessons';
import { IMPORTED_TITLE } from '../../../io/replay/imported-title';
import { builtinWords, scenarioWords } from '../scenario-words';
import { loadNarrationVi } from '.';
import { BUILTINS_VI } from './builtins.vi';
import { NARRATION, renderMessageVi } from './narration-vi';
import { messageShapes, sites } from './sites.testing';

beforeAll(() => loadNarrationVi());

function expectComplete(texts: Iterable<string>) {
  const list = [...texts];
  expect(list.filter((t) => !renderMessageVi(t).complete)).toEqual([]);
  return list;
}

describe("a replayed node's origin lines", () => {
  const source = import.meta.glob<string>(['../../../cluster/windows/kube-proxy.ts', '../../../cluster/windows/cni.ts', '../../../hns/compile/context.ts', '../../../cluster/windows/network-policy.ts', '../../../io/replay/windows.ts'], { query: '?raw', import: 'default', eager: true });
  const src = (name: string) => Object.entries(source).find(([p]) => p.endsWith(name))![1];

  it('the simulation writes its origins as values, no English (messages/origin.test.ts)', () => {
    for (const f of ['kube-proxy.ts', 'cni.ts', 'network-policy.ts']) expect(sites(src(f), /\bby: (?=[`'])/g), f).toEqual([]);
    expect(sites(src('context.ts'), /\?\? (?='HNS)/g)).toEqual([]);
  });

  it('each origin the replay writes has a template', () => {
    const templates = messageShapes(NARRATION);
    const list = sites(src('io/replay/windows.ts'), /\bby: (?=[`'])|\? (?=`HNS)|: (?='HNS)/g);
    expect(list.length).toBe(3);
    expect(list.filter((x) => !templates.has(x))).toEqual([]);
    expectComplete(['kube-proxy (winkernel), as its log kube-proxy.log says', 'HNS (endpoint read from ipconfig /all in ipconfig.txt)', 'HNS (imported endpoint)']);
  });
});

describe("the built-ins' own words", () => {
  it('each built-in has its Vietnamese, and its YAML metadata is said in Vietnamese until the user edits it', () => {
    for (const b of BUILTINS) {
      const v = BUILTINS_VI[b.id as BuiltinId];
      expect(builtinWords('vi', b)).toEqual({ title: v.title, summary: v.summary });
      expect(builtinWords('en', b).title).toBe(b.title);
      const s = structuredClone(b.scenario);
      expect(scenarioWords('vi', s)).toEqual({ title: v.docTitle, description: v.description });
      expect(scenarioWords('en', s).title).toBe(s.metadata.title);
      expect(scenarioWords('vi', { ...s, metadata: { ...s.metadata, title: 'Mine' } }).title).toBe('Mine');
      // Numbers, addresses and flags of the English are in the Vietnamese.
      for (const k of `${s.metadata.description ?? ''} ${b.summary}`.match(/\d+(\.\d+){3}(\/\d+)?|--[a-z-]+|\b[A-Z][A-Z_]{2,}\b/g) ?? []) expect(`${v.description} ${v.summary}`, `${b.id}: ${k}`).toContain(k);
    }
    expect(Object.keys(BUILTINS_VI).sort()).toEqual(BUILTINS.map((b) => b.id).sort());
  });

  it("a node rebuilt from dumps is titled in Vietnamese; a user's own title is left as written", () => {
    const s = structuredClone(BUILTINS[0]!.scenario);
    const imported = { ...s, metadata: { name: 'imported-node', title: IMPORTED_TITLE } };
    expect(scenarioWords('vi', imported).title).toBe('Dựng lại từ dump của một node');
    expect(scenarioWords('en', imported).title).toBe(IMPORTED_TITLE);
    expect(scenarioWords('vi', { ...imported, metadata: { name: 'imported-node', title: 'web: frontend' } }).title).toBe('web: frontend');
  });
});
