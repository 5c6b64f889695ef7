import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../core/message';
import { simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { clusterLayout } from './cluster-layout';
import { nodeLayout } from './node-layout';
import { LAYOUT_EN, layoutMsg, layoutText, layoutWords, type LayoutMsg } from './layout-words';
import './layout-words.vi';

/** Every message value a layout put on a card (sub-messages too). */
function valuesIn(data: unknown, out: Msg[] = []): Msg[] {
  if (!data || typeof data !== 'object') return out;
  if ('id' in data && 'args' in data && typeof (data as Msg).id === 'string' && (data as Msg).id.startsWith('layout.')) {
    out.push(data as Msg);
    for (const a of Object.values((data as Msg).args)) valuesIn(a, out);
    return out;
  }
  for (const v of Object.values(data)) if (typeof v === 'object' && !('view' in (v ?? {}))) valuesIn(v, out);
  return out;
}

describe("the canvas cards' words", () => {
  it('say their values in Vietnamese with the values kept, in English as the layouts measure them, and data as it is', () => {
    const net = layoutMsg('layout.nodeNetwork', { cidr: '10.127.130.0/24' });
    expect(layoutWords('vi', net)).toBe('Mạng của node 10.127.130.0/24 (L2)');
    expect(layoutWords('en', net)).toBe('Node network 10.127.130.0/24 (L2)');
    expect(layoutText(net)).toBe('Node network 10.127.130.0/24 (L2)');
    expect(layoutWords('vi', layoutMsg('layout.podVnic', { pod: 'client' }))).toBe('vNIC của pod client');
    expect(layoutWords('vi', layoutMsg('layout.underlay', { gw: '10.127.130.1', mtu: 1500, how: layoutMsg('layout.hostGw', {}) }))).toBe('gateway 10.127.130.1 · MTU 1500 · route host-gw tới pod CIDR của từng node');
    expect(layoutWords('vi', 'web-1')).toBe('web-1');
  });

  it('every id has its Vietnamese, holes filled, and no Vietnamese sentence is the English one but for terms kept', () => {
    const KEPT = new Set(['layout.vpc', 'layout.underlay', 'layout.compartment', 'layout.rootNetns', 'layout.netns', 'layout.vswitch', 'layout.bridge', 'layout.hostVnic', 'layout.externalPort', 'layout.hyperVSwitch', 'layout.port']);
    for (const id of Object.keys(LAYOUT_EN)) {
      const m = { id, args: { cidr: '10.0.0.0/24', gw: '10.0.0.1', mtu: 1500, how: 'X', n: 3, ports: 'tcp/80', net: 'cbr0', type: 'L2Bridge', ip: '10.0.0.4', pod: 'web', name: 'e1', iface: 'vEthernet (Ethernet)', note: 'default gateway' } } as Msg;
      const vi = layoutWords('vi', m as LayoutMsg);
      expect(vi, id).not.toMatch(/undefined|\{|\}/);
      if (!KEPT.has(id)) expect(vi, id).not.toBe(render([LAYOUT_EN], m));
    }
  });

  it("every built-in's cluster and node views put only values the catalogues know on their cards", () => {
    for (const b of BUILTINS) {
      const sim = simulate(b.scenario);
      const values = valuesIn(clusterLayout(sim).nodes.map((n) => n.data));
      for (const h of sim.world.hosts.values()) values.push(...valuesIn(nodeLayout(h, sim).nodes.map((n) => n.data)));
      expect(values.length, b.id).toBeGreaterThan(0);
      for (const m of values) expect(Object.hasOwn(LAYOUT_EN, m.id), `${b.id}: ${m.id}`).toBe(true);
    }
  });
});
