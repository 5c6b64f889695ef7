// snatOnTheWay: the hint "outbound NAT rewrote the source" must come from outbound NAT only.
import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../net/ip';
import { applyEdit } from '../packet/transposition';
import type { LayerEval, Place } from '../trace/trace';
import { createRuntime } from '../world/runtime';
import { buildWorld, tcp } from '../testing/builders';
import { twoNodes } from '../testing/fixtures';
import { Walk } from './context';
import { narrationMsg } from './narration-messages';

const at: Place = { node: 'n1', place: 'port', port: 'P', direction: 'out', layer: 'SLB_NAT_LAYER' };
const evalOf = (action: string): LayerEval => ({ layer: 'SLB_NAT_LAYER', priority: 1, groups: [], action, defaulted: false, verdict: 'pass' });

function walkWith(action: string) {
  const p = tcp('10.244.1.5:40000', '10.244.2.7:80');
  const w = new Walk(buildWorld(twoNodes()), createRuntime(), { host: 'n1', compartment: 'c', request: p });
  const after = applyEdit(p, { op: 'set-src', ip: mustIpv4('10.127.130.11'), port: 33000 });
  w.packet = after;
  w.emit('layer', 'nat', at, narrationMsg('verb.action', { action: 'nat' }), { layer: evalOf(action), transpositions: [{ kind: 'snat', at, before: p, after, edits: [] }] });
  return w;
}

describe('snatOnTheWay', () => {
  it('names the outbound NAT (a dynnat rule) that the packet still shows', () => {
    expect(walkWith('dynnat').snatOnTheWay()?.after.src).toBe(mustIpv4('10.127.130.11'));
  });

  it("a load balancer's own source NAT (NodePort, hairpin) is not outbound NAT", () => {
    expect(walkWith('lbnat').snatOnTheWay()).toBeUndefined();
  });

  it('a source rewritten again since (the reply, an un-NAT) no longer shows it', () => {
    const w = walkWith('dynnat');
    w.packet = { ...w.packet, src: mustIpv4('10.244.1.5') };
    expect(w.snatOnTheWay()).toBeUndefined();
  });
});
