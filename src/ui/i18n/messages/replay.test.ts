// Every sentence a replay says when a probe cannot be walked, in both languages: rendered with sample
// arguments, no hole left, the Vietnamese not the English left as it was; the legacy "missing: …"
// clause inside one is said in Vietnamese too.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { REPLAY_EN, replayMsg } from '../../../io/replay/messages';
import { loadNarrationVi, sayMessage } from '../narration';
import { REPLAY_VI } from './replay.vi';
import { sayReplay } from './replay-say';

const SAMPLE: Record<string, string> = {
  end: 'from',
  pod: 'default/web-1',
  pods: 'ep-10-42-1-5, ep-10-42-1-6',
  node: 'win-2',
  nodes: 'node-10-0-0-4 (10.0.0.4)',
  service: 'kube-system/kube-dns',
  vips: '10.96.0.10',
  name: 'www',
  ip: '10.42.9.9',
  to: '10.43.0.10:53',
  missing: 'missing: the load balancer (VIP 10.43.0.10) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10`',
  what: 'the HNS endpoint of pod default/web-1',
  run: 'Get-HnsEndpoint | ConvertTo-Json -Depth 10',
  or: 'hnsdiag list all -d',
};
const ids = Object.keys(REPLAY_EN) as (keyof typeof REPLAY_EN)[];

describe('the replay\'s dead ends in English and Vietnamese', () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(REPLAY_VI).sort()).toEqual([...ids].sort());
  });

  for (const id of ids) {
    it(`renders ${id} in both languages`, () => {
      for (const over of [{}, { pods: '', vips: '', or: '' }]) {
        const m: Msg = { id, args: { ...SAMPLE, ...over } };
        const en = render([REPLAY_EN], m);
        const vi = render([REPLAY_VI], m);
        for (const text of [en, vi]) expect(text).not.toMatch(/\$\{|undefined|NaN|\[object Object\]/);
        expect(vi).not.toBe(en);
        // Names, addresses and commands come through.
        for (const k of en.match(/`[^`]+`|\d+(?:\.\d+){3}(?::\d+)?/g) ?? []) expect(vi).toContain(k);
      }
    });
  }

  it('says the nested "missing" clause in Vietnamese, both the new one and needs.ts\'s', async () => {
    await loadNarrationVi();
    const inner = replayMsg('replay.missing', { what: replayMsg('replay.need.podEndpoint', { pod: 'default/x' }), run: 'Get-HnsEndpoint | ConvertTo-Json -Depth 10', or: '' });
    const m = replayMsg('replay.deadEnd.pod', { end: 'from', pod: 'default/x', pods: '', missing: inner });
    expect(sayReplay('vi', m)).toBe('from: các file không có pod default/x: còn thiếu: HNS endpoint của pod default/x: chạy `Get-HnsEndpoint | ConvertTo-Json -Depth 10`');
    const legacy = replayMsg('replay.deadEnd.to', { to: '10.43.0.10:53', missing: SAMPLE.missing! });
    expect(sayReplay('vi', legacy)).toBe('to 10.43.0.10:53: không chạy probe: còn thiếu: load balancer (VIP 10.43.0.10): chạy `Get-HnsPolicyList | ConvertTo-Json -Depth 10`');
    expect(sayReplay('en', legacy)).toBe(`to 10.43.0.10:53: not walked: ${SAMPLE.missing}`);
  });

  it("says where evidence other than HNS came from (a rule's 'programmed by') in Vietnamese", async () => {
    await loadNarrationVi();
    expect(sayMessage('vi', 'kube-proxy (winkernel), as its log kube-proxy.log says')).toBe('kube-proxy (winkernel), theo log kube-proxy.log của nó');
    expect(sayMessage('vi', 'HNS (endpoint read from ipconfig /all in pod.txt)')).toBe('HNS (endpoint đọc từ ipconfig /all trong pod.txt)');
    expect(sayMessage('vi', 'HNS (imported endpoint)')).toBe('HNS (endpoint được import)');
  });
});
