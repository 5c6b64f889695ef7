// The state layer's short messages in Vietnamese: who made a rule, and the built-ins' own words.
// Each message site of the notices has a template (static), so a new one without Vietnamese fails.
// (Compare's words and why a probe cannot be sent are values: messages/compare.test.ts, probe.test.ts.)
import '../../../lessons/testing/builtins-loaded';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulate } from '../../../cluster/simulation';
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

describe("a rule's origin line", () => {
  it('who made each rule of every built-in, in every cluster setting the built-ins use', () => {
    const by = new Set(
      BUILTINS.flatMap((b) => {
        const sim = simulate(structuredClone(b.scenario));
        return [...sim.world.hosts.values()].flatMap((h) => (h.kind === 'windows' ? h.vswitch.ports.flatMap((p) => p.layers.flatMap((l) => l.groups.flatMap((g) => g.rules.flatMap((r) => (r.provenance?.by ? [r.provenance.by] : []))))) : []));
      }),
    );
    expect(expectComplete(by).length).toBeGreaterThanOrEqual(5);
  });
});

describe('every message site of a rule\'s origin has a template', () => {
  const source = import.meta.glob<string>(['../../../cluster/windows/kube-proxy.ts', '../../../cluster/windows/cni.ts', '../../../hns/compile/context.ts', '../../../cluster/windows/network-policy.ts'], { query: '?raw', import: 'default', eager: true });
  const src = (name: string) => Object.entries(source).find(([p]) => p.endsWith(name))![1];
  const templates = messageShapes(NARRATION);

  it('notes, labels and origins', () => {
    const list = [
      // Who made a rule (the BY constant written out, as the rule's origin line shows it).
      ...sites(src('kube-proxy.ts').replaceAll('${BY}', 'kube-proxy (winkernel)'), /\bby: (?=[`'])/g),
      ...sites(src('cni.ts'), /\bby: (?=[`'])/g),
      ...sites(src('context.ts'), /\?\? (?='HNS)/g),
      ...sites(src('network-policy.ts'), /\bby: (?=`)/g),
    ];
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.filter((x) => !templates.has(x))).toEqual([]);
    // The policy agents' names, each said through its own catalogue.
    const agents = sites(src('network-policy.ts'), /(?:generic|calico): (?=')/g);
    expect(agents.length).toBe(2);
    expectComplete(agents);
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
