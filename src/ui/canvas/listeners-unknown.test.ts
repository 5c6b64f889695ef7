// Issue 28 item 4: a pod rebuilt from a node's dumps has listeners nobody printed; its card says they
// are unknown (the walk takes every port as open), never "nothing listens", in both languages.
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { importFiles } from '../../io/import';
import { buildReplay } from '../../io/replay';
import { layoutText, layoutWords, type LayoutMsg } from './layout-words';
import './layout-words.vi';
import { listenOf, nodeLayout } from './node-layout';
import rke2 from '../../../fixtures/real/get-hnsendpoint-list-calico-vxlan-rke2.txt?raw';

const FILES: Record<string, string> = { 'get-hnsendpoint-list-calico-vxlan-rke2.txt': rke2 };
const real = (name: string) => ({ name, bytes: new TextEncoder().encode(FILES[name]!) });

function cards(...names: string[]): string[] {
  const r = buildReplay(importFiles(names.map(real)));
  if ('error' in r) throw new Error(r.error);
  const sim = simulate(r.scenario);
  const node = r.report.sources[0]!.node;
  return nodeLayout(sim.world.hosts.get(node), sim)
    .nodes.map((n) => n.data as { kind: string; pod?: string; listen?: LayoutMsg })
    .filter((d) => d.kind === 'compartment' && d.pod)
    .map((d) => layoutText(d.listen!));
}

describe('listeners of a replayed pod', () => {
  it('an endpoint with no load balancer: "what listens is unknown", not "nothing listens"', () => {
    expect(cards('get-hnsendpoint-list-calico-vxlan-rke2.txt')).toEqual(['what listens is unknown']);
  });

  it('what a known socket or load balancer says is kept, the rest said unknown; a built node is unchanged', () => {
    const base = { kind: 'pod' as const, owner: 'pod/default/a', interfaces: [], routes: [], closedPort: 'drop' as const, ttl: 128, id: 'c' };
    const tcp80 = [{ protocol: 'tcp' as const, port: 80 }];
    const said = (c: object) => layoutText(listenOf(c as never));
    expect(said({ ...base, listeners: tcp80, listenersUnknown: true })).toBe('listening tcp/80 and perhaps more (unknown)');
    expect(said({ ...base, listeners: tcp80 })).toBe('listening tcp/80');
    expect(said({ ...base, listeners: [] })).toBe('nothing listens');
    expect(said({ ...base, listeners: [], listenersUnknown: true })).toBe('what listens is unknown');
  });

  it('in Vietnamese', () => {
    const tcp80 = [{ protocol: 'tcp' as const, port: 80 }];
    expect(layoutWords('vi', listenOf({ listeners: [], listenersUnknown: true } as never))).toBe('không rõ cái gì đang lắng nghe');
    expect(layoutWords('vi', listenOf({ listeners: tcp80, listenersUnknown: true } as never))).toBe('đang lắng nghe tcp/80, có thể còn nữa (không rõ)');
  });
});
