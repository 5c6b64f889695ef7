// The challenge check's sentences: every id in Vietnamese, each rendering its arguments.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { CHALLENGE_EN } from '../../../lessons/challenge-messages';
import { CHALLENGE_VI } from './challenge.vi';

const samples: Msg[] = [
  { id: 'challenge.noStep', args: { rewrite: 'dnat', layer: 'SLB_LB_LAYER' } },
  { id: 'challenge.otherLayer', args: { step: 3, layer: 'SLB_LB_LAYER', found: 'ACL_ENDPOINT_LAYER' } },
  { id: 'challenge.noRewrite', args: { step: 1, rewrite: 'encap' } },
  { id: 'challenge.unchanged', args: { step: 6, rewrite: 'encap', fields: 'outer.vni' } },
  { id: 'challenge.noProbe', args: {} },
  { id: 'challenge.unwalkable', args: { probe: 'p', why: 'no such pod' } },
];

describe('challenge messages', () => {
  it('has every id in both languages, with the same holes filled', () => {
    expect(Object.keys(CHALLENGE_VI).sort()).toEqual(Object.keys(CHALLENGE_EN).sort());
    expect(samples.map((m) => m.id).sort()).toEqual(Object.keys(CHALLENGE_EN).sort());
    for (const m of samples) {
      const en = render([CHALLENGE_EN], m);
      const vi = render([CHALLENGE_VI], m);
      expect(vi).not.toBe(en);
      for (const v of Object.values(m.args)) {
        expect(en).toContain(String(v));
        expect(vi).toContain(String(v));
      }
      expect(`${en} ${vi}`).not.toMatch(/undefined|NaN|\[object/);
    }
  });
});
