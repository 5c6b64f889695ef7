// The walk's narration (src/core/walk/narration-messages.ts) in both languages: every id renders with
// sample arguments (and the other side of each choice) with no hole, `undefined`, `NaN` or
// `[object Object]` left, the data in the arguments comes through, and the Vietnamese is not the
// English. And on every built-in and exercise, under other cluster settings and packets, every
// event's line is a value whose English is the event's text.
import { describe, expect, it } from 'vitest';
import { render, type Msg, type MsgArg } from '../../../core/message';
import { samplesOf } from './samples.testing';
import { NARRATION_EN } from '../../../core/walk/narration-messages';
import { narrationText } from '../../../core/walk/event';
import * as VI from '../narration/narration-vi';
import { NARRATION_VI } from './narration.vi';
import { renderVerdictVi } from './verdict-say';
import { variantTraces, type ClusterChange } from './walks.testing';

const DATA: Record<string, MsgArg> = {
  head: 'a', tail: 'b', pod: 'client', id: '1a2b3c4d', ip: '10.244.2.7', mac: '00-15-5D-0A-0B-0C', vni: 4096, action: 'allow', pool: 'POOL_NODE_IP',
  edits: 'x', input: '10.244.1.5|50000', hash: '0x1234abcd', i: 2, n: 3, backend: '10.244.2.7:80', ep: 'pod/default/web-1', pa: '10.240.0.5', udp: 4789,
  dst: '00-15-5D-00-00-01', src: '00-15-5D-00-00-02', note: 'N', skipped: 'named port http', port: 'P', name: 'Container NIC 1a2b', dir: 'D', layer: 'ACL_ENDPOINT_LAYER',
  group: 'ACL_GROUP_IN', rule: 'ALLOW_WEB_80', prio: 4100, addr: '10.127.130.11:33000', to: 'T', iface: 'vEthernet (Ethernet)', host: 'win-node-1', owner: 'pod/default/web-1',
  kind: 'echo-request', tuple: 'tcp 10.244.1.5:50000 → 10.244.2.7:80', flags: 'SYN', size: 1550, prefix: '10.244.2.0/24', gw: '10.240.0.1', node: 'win-node-2', ref: 'service/default/web',
  verb: 'allow', who: 'pod/default/client', packet: 'PKT', stack: 'S', route: 'R', nh: '10.240.0.1', by: 'kube-proxy', mtu: 1500, ttl: 64, next: 63, svc: 'tcp/80', inner: 1500, over: 50,
  segment: 'node-network', from: 'external/site', chain: 'KUBE-SERVICES → KUBE-SVC', policy: 'externalTrafficPolicy', why: 'W', dev: 'flannel.4096', bridge: 'cbr0', accept: 'ACCEPT',
};
const CHOICES: Record<string, [MsgArg, MsgArg]> = {
  at: ['start', 'mid'], d: ['IN', 'OUT'], own: ['yes', 'no'], df: ['yes', 'no'], nd: ['no', 'yes'], proto: ['ICMP', 'ICMPv6'], router: ['vpc', 'l2'],
  mark: ['SNAT', 'KUBE-MARK-MASQ'], state: ['ESTABLISHED', 'RELATED'], reply: ['yes', 'no'], dir: ['ingress', 'egress'],
};
/** Holes that may be left out, by id, tried both ways. */
const OPTIONAL: Record<string, string[]> = {
  'verb.lbnat': ['ep'],
  'linux.dnatEbpf': ['ep'],
  'linux.dnatIptables': ['ep'],
  'verb.macRewrite': ['dst', 'src'],
  'stack.compartment': ['n'],
  'packet.line': ['flags'],
  'stack.arp': ['ep', 'by'],
  'linux.allows': ['note'],
};
/** Ids whose words are the same in both languages: joins, an action's own name, a packet's header fields, a VNI's wire words. */
const SAME = new Set(['join.dot', 'join.semicolon', 'join.comma', 'verb.action', 'verb.encap', 'port.external', 'port.other', 'packet.icmp', 'packet.short', 'packet.icmpKind', 'rnote.defaultGateway', 'rnote.gatewayCbr0', 'linux.mark', 'wire.internet', 'verb.nat', 'layer.passes', 'note.skipped']);

const { holesOf, samples } = samplesOf(NARRATION_EN, { data: DATA, choices: CHOICES, optional: OPTIONAL });

const BAD = /\{\w+\}|undefined|NaN|\[object Object\]/;

describe('every narration sentence in English and Vietnamese', () => {
  const ids = Object.keys(NARRATION_EN);

  it('has the same ids in both catalogues, and a sample for every hole', () => {
    expect(Object.keys(NARRATION_VI).sort()).toEqual([...ids].sort());
    const missing = ids.flatMap((id) => holesOf(id).filter((h) => !(h in DATA) && !(h in CHOICES)).map((h) => `${id}.${h}`));
    expect(missing).toEqual([]);
  });

  it.each(ids)('%s renders in both languages with its data carried over', (id) => {
    for (const m of samples(id)) {
      const en = render([NARRATION_EN], m);
      const vi = renderVerdictVi(VI, m);
      expect(en).not.toMatch(BAD);
      expect(vi.text).not.toMatch(BAD);
      expect(vi.complete).toBe(true);
      for (const [k, v] of Object.entries(m.args)) {
        if (v === undefined || k in CHOICES) continue;
        if (en.includes(String(v))) expect([id, k, vi.text.includes(String(v))]).toEqual([id, k, true]);
      }
      if (!SAME.has(id)) expect([id, vi.text]).not.toEqual([id, en]);
    }
  });

  it('renders a sentence inside a sentence in the same language', () => {
    const m = { id: 'port.enters', args: { port: { id: 'port.pod', args: { pod: 'client', at: 'mid' } }, name: 'e060ebdc', dir: { id: 'dir.outVnic', args: {} } } };
    expect(narrationText(m)).toBe("Enters pod client's port (e060ebdc), outbound (OUT: leaving the vNIC into the switch)");
    expect(renderVerdictVi(VI, m)).toEqual({ text: 'Vào port của pod client (e060ebdc), chiều ra (OUT: rời vNIC đi vào switch)', complete: true });
  });
});

const SETTINGS: ClusterChange[] = [
  (c) => c,
  (c) => ({ ...c, kubeProxy: { ...c.kubeProxy, dsr: true } }),
  (c) => ({ ...c, windowsPolicyAgent: 'calico', windowsVersion: 2019 }),
  (c) => ({ ...c, cni: 'flannel-vxlan' }),
  (c) => ({ ...c, cni: 'win-overlay' }),
  (c) => ({ ...c, networkPolicy: 'ignored' }),
  (c) => ({ ...c, underlay: { ...c.underlay, kind: 'vpc', mtu: 1400 }, outboundNAT: { exceptions: [] } }),
];

it('every event line of the built-ins is its value rendered, and every id is reached', () => {
  const wrong: string[] = [];
  const reached = new Set<string>();
  const visit = (m: Msg) => {
    reached.add(m.id);
    for (const v of Object.values(m.args)) if (v && typeof v === 'object') visit(v);
  };
  let n = 0;
  for (const trace of variantTraces(SETTINGS)) {
    for (const e of trace.events) {
      n++;
      if (!e.msg) wrong.push(`no value: ${e.text}`);
      else {
        visit(e.msg);
        if (narrationText(e.msg) !== e.text) wrong.push(`${e.text} ≠ ${narrationText(e.msg)}`);
      }
    }
  }
  expect(n).toBeGreaterThan(10_000);
  expect(wrong).toEqual([]);
  // Most ids are reached here; the rest need other worlds (a document's own layers, IPv6, exhausted pools).
  expect(reached.size).toBeGreaterThan(60);
}, 300_000);
