// Build's IPv6 field of a pod: one address per family in pods[].ips, the IPv4 one first.
import { describe, expect, it } from 'vitest';
import { scenarioIssues } from '../../../cluster/scenario/scenario-issues';
import { scenarioSchema, type PodSpec } from '../../../cluster/scenario/schema';
import { simulate } from '../../../cluster/simulation';
import { DUAL_STACK, scenario, winNode } from '../../../cluster/testing/scenario';
import { statedIpv6, withIpv6 } from './pod-ipv6';

const pod = (more: Partial<PodSpec> = {}) => ({ name: 'web', namespace: 'default', node: 'win-1', labels: {}, listen: ['tcp/80'], ...more }) as PodSpec;

describe("a pod's IPv6 address in Build", () => {
  it('sets it beside the stated IPv4 address, or alone when the IPv4 one is allocated', () => {
    expect(withIpv6(pod({ ip: '10.244.1.5' }), 'fd00:10:244:1::50').ips).toEqual(['10.244.1.5', 'fd00:10:244:1::50']);
    expect(withIpv6(pod(), 'fd00:10:244:1::50').ips).toEqual(['fd00:10:244:1::50']);
    expect(withIpv6(pod({ ips: ['10.244.1.5', 'fd00:10:244:1::5'] }), 'fd00:10:244:1::9').ips).toEqual(['10.244.1.5', 'fd00:10:244:1::9']);
  });

  it('clears it, leaving out a list that says no more than ip', () => {
    expect(withIpv6(pod({ ip: '10.244.1.5', ips: ['10.244.1.5', 'fd00:10:244:1::5'] }), '').ips).toBeUndefined();
    expect(withIpv6(pod({ ips: ['fd00:10:244:1::5'] }), undefined).ips).toBeUndefined();
    expect(withIpv6(pod({ ips: ['10.244.1.5', 'fd00:10:244:1::5'] }), '').ips).toEqual(['10.244.1.5']);
    expect(statedIpv6(pod({ ips: ['10.244.1.5', 'fd00:10:244:1::5'] }))).toBe('fd00:10:244:1::5');
  });

  it('the pod then carries that address in a dual-stack cluster, and the IPv4 one it had', () => {
    const doc = (p: PodSpec) => scenarioSchema.parse(scenario({ cluster: DUAL_STACK, nodes: [winNode('win-1', undefined, '10.244.1.0/24')], pods: [p] }));
    for (const p of [withIpv6(pod({ ip: '10.244.1.5' }), 'fd00:10:244:1::50'), withIpv6(pod(), 'fd00:10:244:1::50')]) {
      const s = doc(p);
      expect(scenarioIssues(s).filter((i) => i.severity === 'error')).toEqual([]);
      const sim = simulate(s);
      expect(sim.resolved.pods[0]!.ipv6).toBe('fd00:10:244:1::50');
    }
  });
});
