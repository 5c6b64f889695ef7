// The built-ins' own words in Vietnamese: each built-in's title and summary, and its document's
// metadata until the user edits it; a node rebuilt from dumps is titled in Vietnamese.
import '../../../lessons/testing/builtins-loaded';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTINS, type BuiltinId } from '../../../lessons';
import { IMPORTED_TITLE } from '../../../io/replay/imported-title';
import { builtinWords, scenarioWords } from '../scenario-words';
import { loadNarrationVi } from '.';
import { BUILTINS_VI } from './builtins.vi';

beforeAll(() => loadNarrationVi());

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
