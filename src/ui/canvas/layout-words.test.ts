import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { clusterLayout } from './cluster-layout';
import { layoutWords } from './layout-words';
import './layout-words.vi';

describe("the canvas cards' words in Vietnamese", () => {
  it('says the layouts’ shapes in Vietnamese with their values, English as it is', () => {
    expect(layoutWords('vi', 'Host compartment 1')).toBe('Compartment host 1');
    expect(layoutWords('vi', 'Node network 10.127.130.0/24 (L2)')).toBe('Mạng của node 10.127.130.0/24 (L2)');
    expect(layoutWords('vi', 'listening tcp/80, udp/53')).toBe('đang lắng nghe tcp/80, udp/53');
    expect(layoutWords('en', 'Host compartment 1')).toBe('Host compartment 1');
    expect(layoutWords('vi', 'web-1')).toBe('web-1');
  });

  it("says the port close-up's vNIC end in Vietnamese", () => {
    expect(layoutWords('vi', 'pod client’s vNIC')).toBe('vNIC của pod client');
    expect(layoutWords('vi', 'the host vNIC (management)')).toBe('host vNIC (management)');
    expect(layoutWords('vi', 'the physical NIC')).toBe('NIC vật lý');
  });

  it("translates every built-in cluster view's underlay and internet labels", () => {
    for (const b of BUILTINS) {
      const layout = clusterLayout(simulate(b.scenario));
      for (const n of layout.nodes) {
        const d = n.data as { kind: string; label?: string; detail?: string };
        if (d.kind !== 'underlay' && d.kind !== 'internet') continue;
        for (const text of [d.label, d.detail].filter((x): x is string => !!x)) expect([b.id, layoutWords('vi', text)]).not.toEqual([b.id, text]);
      }
    }
  });
});
