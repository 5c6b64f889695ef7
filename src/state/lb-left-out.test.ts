// Issue 27 item 8: the LB step names the endpoints kube-proxy left out, with their conditions.
import '../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../cluster/simulation';
import { builtinById } from '../lessons';
import { leftOutOf, namedTargetOf } from './lb-left-out';

describe('leftOutOf', () => {
  it("nodeport's terminating shop-old is named beside the load balancer of pod-to-service-skips-terminating", () => {
    const s = builtinById('nodeport')!.scenario;
    const sim = simulate(s);
    const r = runProbe(sim, s.probes.find((p) => p.name === 'pod-to-service-skips-terminating')!);
    if (!r.ok) throw new Error(r.message);
    const lb = r.value.trace.events.find((e) => e.lb)!.lb!;
    expect(lb.backends.map((b) => b.endpoint)).toEqual(['pod/default/shop']);
    expect(leftOutOf(sim, lb).map((c) => [c.pod.name, c.ready, c.serving, c.terminating])).toEqual([['shop-old', false, true, true]]);
  });

  it('a load balancer whose endpoints are all ready leaves none out', () => {
    const s = builtinById('talk-l2bridge')!.scenario;
    const sim = simulate(s);
    const r = runProbe(sim, s.probes.find((p) => p.name === 'pod-to-service')!);
    if (!r.ok) throw new Error(r.message);
    expect(leftOutOf(sim, r.value.trace.events.find((e) => e.lb)!.lb!)).toEqual([]);
  });

  it("dsr's web-named: the LB step says what \"http\" is on each pod, and the one port HNS gave them all", () => {
    const s = builtinById('dsr')!.scenario;
    const sim = simulate(s);
    const r = runProbe(sim, s.probes.find((p) => p.name === 'named-targetport-other-number')!);
    if (!r.ok) throw new Error(r.message);
    const lb = r.value.trace.events.find((e) => e.lb)!.lb!;
    expect(namedTargetOf(sim, lb)).toEqual({ name: 'http', numbers: [{ pod: 'web-1', port: 80 }, { pod: 'web-2', port: 80 }, { pod: 'web-next', port: 8080 }], missing: [], onePort: 80 });
    const plain = runProbe(sim, s.probes.find((p) => p.name === 'pod-to-service-remote-backend')!);
    if (!plain.ok) throw new Error(plain.message);
    expect(namedTargetOf(sim, plain.value.trace.events.find((e) => e.lb)!.lb!)).toBeUndefined();
  });
});
