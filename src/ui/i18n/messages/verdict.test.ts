// The verdict's messages and hints (src/core/trace/verdict-messages.ts) in both languages: every id
// renders with sample arguments (and the other value of each two-way argument) with no hole,
// `undefined`, `NaN` or `[object Object]`, the data in the arguments comes through, and the
// Vietnamese is not the English. And on every built-in and exercise, under other cluster settings,
// the English fields are exactly their values rendered: `message`, `hint` and the drop's line.
import { describe, expect, it } from 'vitest';
import { render, type Msg, type MsgArg } from '../../../core/message';
import { samplesOf } from './samples.testing';
import { VERDICT_EN, verdictText } from '../../../core/trace/verdict-messages';
import * as VI from '../narration/narration-vi';
import { VERDICT_VI } from './verdict.vi';
import { renderVerdictVi, sayEvent, sayVerdictText } from './verdict-say';
import { loadNarrationVi } from '../narration';
import { variantTraces, type ClusterChange } from './walks.testing';

/** Data: each must come through both languages as it is. */
const DATA: Record<string, MsgArg> = {
  to: 'pod/default/web-1',
  svc: 'tcp/8080',
  by: 'pod/default/client',
  port: "Pod client's port",
  rule: 'ALLOW_WEB_80',
  prio: 4100,
  layer: 'ACL_ENDPOINT_LAYER',
  group: 'ACL_GROUP_IN',
  tuple: 'tcp 10.244.1.5:50000 → 10.244.2.7:80',
  pool: 'POOL_NODE_IP',
  lo: 1024,
  hi: 65535,
  vip: '10.96.0.10:53',
  ip: '10.244.2.7',
  mac: '00-15-5D-0A-0B-0C',
  host: 'win-node-2',
  protocol: 'SCTP',
  iface: 'vEthernet (Ethernet)',
  size: 1550,
  mtu: 1500,
  want: 'udp 10.0.0.9:53 → 10.244.1.5:50001',
  owner: 'pod/default/api-7',
  n: 257,
  inner: 1500,
  over: 50,
  gw: '10.240.0.1',
  dst: '10.244.3.9',
  node: 'win-node-1',
  ref: 'service/default/web',
  pod: 'web-3',
  pods: 'web-3 terminating',
  from: 'external/example-site',
  chain: 'KUBE-SERVICES',
  policy: 'externalTrafficPolicy',
  dev: 'flannel.4096',
  dir: 'ingress',
  drop: 'DROP',
  reason: 'ACL_DENY',
  what: 'networkpolicy default/deny-all: an ipBlock.except',
  has: '10.1.2.3',
  head: 'iptables cali-tw-abc (Calico, to pod/default/web-1)',
  stack: 'win-node-1 host compartment 1',
  route: '0.0.0.0/0 via 10.240.0.1 on vEthernet (Ethernet) (default gateway)',
  note: 'layer default: block',
  why: 'service/default/web has no endpoints (its selector matches no pod), so kube-proxy programmed no load balancer',
  fails: 'destination ports (wants 80, has 81)',
  message: 'delivered to pod/default/web-1',
  tail: '10.0.0.1',
};
/** Words the sentences choose between: said in each language's own words. */
const CHOICES: Record<string, [MsgArg, MsgArg]> = {
  d: ['in', 'out'],
  uplink: ['from', 'none'],
  answer: ['RST', 'ICMP port unreachable'],
  df: ['set', 'clear'],
  router: ['vpc', 'l2'],
  dir: ['ingress', 'egress'],
  label: ['source IP', 'destination ports'],
};
/** Holes that hold the walk's English narration, said through its templates (verdict-say.ts). */
const NARRATED = new Set(['stack', 'route', 'note', 'head']);
/** Holes that may be left out (optional in VERDICT_EN), tried both ways. */
const OPTIONAL: Record<string, string[]> = {
  'verdict.encapNoListener': ['port'],
  'verdict.routerItself': ['svc'],
  'verdict.routedBack': ['vip'],
  'verdict.edgeIcmp': ['ref'],
  'verdict.edgeNoReturn': ['ref'],
  'verdict.edgeNoRoute': ['ref'],
  'hint.outboundNat': ['port', 'layer'],
};

const { samples } = samplesOf(VERDICT_EN, { data: DATA, choices: CHOICES, optional: OPTIONAL });

const BAD = /\{\w+(\*|@\w+)?\}|undefined|NaN|\[object Object\]/;
const SAME_IN_BOTH = new Set(['list.comma', 'list.semicolon', 'list.empty']);

describe('every verdict sentence in English and Vietnamese', () => {
  const ids = Object.keys(VERDICT_EN);

  it('has the same ids in both catalogues', () => {
    expect(Object.keys(VERDICT_VI).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('%s renders in both languages with its data carried over', (id) => {
    for (const m of samples(id)) {
      const en = render([VERDICT_EN], m);
      const vi = renderVerdictVi(VI, m);
      expect(en).not.toMatch(BAD);
      expect(vi.text).not.toMatch(BAD);
      expect(vi.complete).toBe(true);
      for (const [k, v] of Object.entries(m.args)) {
        if (v === undefined || typeof v === 'object' || k in CHOICES || NARRATED.has(k) || (id === 'hint.outboundNat' && k === 'port')) continue;
        if (en.includes(String(v))) expect([id, k, vi.text.includes(String(v))]).toEqual([id, k, true]);
      }
      if (!SAME_IN_BOTH.has(id)) expect(vi.text).not.toBe(en);
    }
  });

  it('renders a sentence inside a sentence in the same language', () => {
    const m = { id: 'event.dropped', args: { reason: 'NO_BACKEND', message: { id: 'verdict.vipNoBackends', args: { ip: '10.96.0.5', ref: 'service/default/web', why: { id: 'verdict.vipNoEndpoints', args: { ref: 'service/default/web' } } } } } };
    expect(verdictText(m)).toBe(
      'Dropped: NO_BACKEND · 10.96.0.5 is the VIP of service/default/web: service/default/web has no endpoints (its selector matches no pod), so kube-proxy programmed no load balancer, so nothing on the node translated it and the underlay cannot route it',
    );
    expect(renderVerdictVi(VI, m)).toEqual({
      text: 'Bị drop: NO_BACKEND · 10.96.0.5 là VIP của service/default/web: service/default/web không có endpoint nào (selector không khớp pod nào), nên kube-proxy không lập load balancer nào; vì vậy không gì trên node dịch địa chỉ này và underlay không route được nó',
      complete: true,
    });
  });
});

// The YAML files as text: every built-in, every exercise.
const SETTINGS: ClusterChange[] = [
  (c) => c,
  (c) => ({ ...c, closedPort: 'reset' }),
  (c) => ({ ...c, cni: 'flannel-vxlan' }),
  (c) => ({ ...c, windowsPolicyAgent: 'calico', windowsVersion: 2019 }),
  (c) => ({ ...c, underlay: { ...c.underlay, kind: 'vpc', mtu: 1400 }, outboundNAT: { exceptions: [] } }),
];

it('the English of every verdict, hint and drop line of the built-ins is its value rendered', () => {
  const wrong: string[] = [];
  let n = 0;
  for (const t of variantTraces(SETTINGS)) {
    const pairs: [string | undefined, Msg | undefined][] = [...t.events.filter((e) => e.kind === 'drop').map((e): [string, Msg | undefined] => [e.text, e.msg])];
    for (const leg of [t.request, t.reply]) if (leg) pairs.push([leg.verdict.message, leg.verdict.msg], [leg.verdict.hint, leg.verdict.hintMsg]);
    for (const [en, m] of pairs) {
      if (en === undefined && m === undefined) continue;
      n++;
      if (!m || en !== verdictText(m)) wrong.push(`${en} ≠ ${m && verdictText(m)}`);
    }
  }
  expect(n).toBeGreaterThan(1000);
  expect(wrong).toEqual([]);
}, 120_000);

describe('a value this build does not know (a trace from another build)', () => {
  it('is said by its text, never as a raw id', async () => {
    await loadNarrationVi();
    const m = { id: 'verdict.fromTheFuture', args: { x: '1' } };
    for (const lang of ['en', 'vi'] as const) {
      expect(sayVerdictText(lang, 'Dropped by a rule of the future', m)).toBe('Dropped by a rule of the future');
      expect(sayEvent(lang, { text: 'Dropped: X · y', msg: { id: 'event.dropped', args: { reason: 'X', message: m } } })).not.toContain('verdict.fromTheFuture');
    }
  });
});
