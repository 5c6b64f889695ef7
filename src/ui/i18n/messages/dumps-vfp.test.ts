// The vfpctrl readers' words as message values (issue 30): every id says something in both languages
// with no hole left, and what the readers write over the real dumps and the crafted damaged ones is a
// value whose English is the problem's `message` and whose Vietnamese keeps its names and numbers.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { VFP_EN } from '../../../io/dumps/messages-vfp';
import { parse as parseRuleJson } from '../../../io/dumps/vfpctrl-json';
import { loadNarrationVi } from '../narration';
import { VFP_DUMP_VI } from './dumps-vfp.vi';
import { dumpProblems, expectSaid, expectValues } from './dumps.testing';
import { sayProblem } from './problem-say';

/** Words of the vfpctrl readers' sentences: a problem without a value must not hold them. */
const VFP_WORDS = /vfpctrl|LAYER|GROUP|RULE|rule|condition|port|not a number|MAC/;

const sample = (id: string, n: number, kind: string): Msg => ({
  id,
  args: {
    ...{ t: '"Flags : many"', n, line: 12, group: 'ACL_ENDPOINT_GROUP_IN', layer: 'ACL_ENDPOINT_LAYER', rule: 'ACL_DEFAULT_ALLOW_OUT', dir: 'IN', key: 'Source IP' },
    ...{ why: { id: 'vfp.condIp', args: { v: '10.0.0.0/99' } }, v: '10.0.0.0/99', type: 'mapencap', ip: 'fd00::5', pool: 'SLB_NATPOOL_1', kind },
    ...{ id: 'a335d997-4160-44f9-9f72-1087a2cba45e', list: 'Ports', path: 'MatchedPackets' },
  },
});

describe('the vfpctrl readers’ catalogue', () => {
  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of Object.keys(VFP_EN))
      for (const [n, kind] of [[1, 'endpoint'], [3, 'host']] as const) {
        const en = render([VFP_EN], sample(id, n, kind));
        const vi = render([VFP_DUMP_VI], sample(id, n, kind));
        expectSaid(id, en, vi);
      }
  });

  it('what the readers write on real and crafted dumps is a value: its English is the message, its Vietnamese keeps the values', () => {
    const { files, problems } = dumpProblems(/^vfpctrl-/);
    expect(files).toBeGreaterThan(20);
    const ids = expectValues(problems, (p) => {
      // Not values yet: the importer's unwrapping notes, and the JSON reader's errors and repairs and the
      // cut of long lines, which every dump reader shares.
      expect(p.message).not.toMatch(VFP_WORDS);
    });
    expect(ids.size).toBeGreaterThan(40);
    // Every id is reached by real, damaged or crafted input but these (the importer takes a rule list or
    // vfpctrl JSON only when it has their lines or keys): their words are checked above.
    expect(Object.keys(VFP_EN).filter((k) => !ids.has(k))).toEqual(['vfp.rulesNone', 'vfp.jsonNone']);
  });

  it('says unreadable counters with zod’s reason in Vietnamese too (zod writes English)', async () => {
    await loadNarrationVi();
    const r = parseRuleJson(JSON.stringify({ Rules: [{ Name: 'r1', Priority: 1, Type: 'allow', InformationArray: [{ RuleCounters: { MatchedPackets: -1, DroppedPackets: 0 } }] }] }), 'x.json');
    const p = r.warnings.find((w) => w.msg?.id === 'vfp.ruleCounters');
    expect(p?.message).toBe('rule counters unreadable: MatchedPackets Too small: expected number to be >=0');
    expect(sayProblem('vi', p!)).toBe('không đọc được counter của rule: MatchedPackets quá nhỏ: number phải >=0');
  });
});
