// The HNS and VFP fixes are written as a node's imported objects, which need their reader (the page
// has it from the validation chunk before it looks for fixes).
import '../scenario/node-overrides';
import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { BUILTINS } from '../../lessons';
import { findFixes, walkProbe, FIX_LEVELS, type Fix } from '.';
import type { Scenario } from '../scenario/schema';

const builtin = (id: string): Scenario => structuredClone(BUILTINS.find((b) => b.id === id)!.scenario);
const probeOf = (s: Scenario, name: string) => s.probes.find((p) => p.name === name)!;

/** Every fix is checked again here, independently of the search: walk its scenario, expect delivery. */
function walkedAgain(s: Scenario, probe: string, f: Fix) {
  const t = walkProbe(f.scenario, probeOf(s, probe))!;
  return { outcome: t.request.verdict.outcome, endpoint: t.request.delivered?.endpoint, reply: t.reply?.verdict.outcome };
}

describe('what would make it pass', () => {
  const np = builtin('network-policy');

  it('kubernetes: an ingress rule on the policy that selects the receiver, from the sender\'s labels, delivers batch → api', () => {
    const r = findFixes(np, probeOf(np, 'batch-to-api-denied'));
    const f = r.fixes[0]!;
    expect(f.level).toBe('kubernetes');
    expect(f.summary).toMatch(/NetworkPolicy default\/api-allow-frontend: add an ingress rule from pods labelled app=batch on TCP\/8080/);
    const after = f.change.after as { spec: { ingress: { from: unknown[] }[] } };
    expect(after.spec.ingress.at(-1)!.from).toEqual([{ podSelector: { matchLabels: { app: 'batch' } } }]);
    expect(walkedAgain(np, 'batch-to-api-denied', f)).toMatchObject({ outcome: 'delivered', endpoint: 'pod/default/api' });
    // The original scenario is left alone.
    expect(walkProbe(np, probeOf(np, 'batch-to-api-denied'))!.request.verdict.outcome).toBe('dropped');
  });

  it('kubernetes: a stopped server gets its listener back; a Service without endpoints gets a selector', () => {
    const talk = builtin('talk-l2bridge');
    const stopped = findFixes(talk, probeOf(talk, 'pod-to-stopped-server')).fixes[0]!;
    expect(stopped.summary).toMatch(/Pod pod\/default\/iis: listen on tcp\/80/);
    expect(walkedAgain(talk, 'pod-to-stopped-server', stopped).outcome).toBe('delivered');
    const aff = builtin('session-affinity');
    const sel = findFixes(aff, probeOf(aff, 'no-endpoints')).fixes[0]!;
    expect(sel.summary).toMatch(/Service default\/legacy: select app=/);
    expect(walkedAgain(aff, 'no-endpoints', sel).outcome).toBe('delivered');
  });

  it('cni: an OutBoundNAT exception list that is too broad loses the reply; narrowing it brings the reply back', () => {
    const nat = builtin('nat-exceptions');
    const r = findFixes(nat, probeOf(nat, 'onprem-reply-lost'));
    const f = r.fixes.find((x) => x.level === 'cni')!;
    expect(f.summary).toMatch(/take 10\.0\.0\.0\/8 out of the OutBoundNAT ExceptionList/);
    expect(f.change).toMatchObject({ format: 'json', kind: 'cni' });
    expect(walkedAgain(nat, 'onprem-reply-lost', f)).toMatchObject({ outcome: 'delivered', reply: 'delivered' });
  });

  it('cni and kube-proxy: a DSR hairpin passes with loopbackDSR, or without --enable-dsr', () => {
    const dsr = builtin('dsr');
    const r = findFixes(dsr, probeOf(dsr, 'backend-to-own-service'));
    expect(r.fixes.map((f) => f.level)).toEqual(['cni', 'kube-proxy']);
    expect(r.fixes[0]!.summary).toMatch(/loopbackDSR true/);
    expect(r.fixes[1]!.change.after).toMatchObject({ winkernel: { enableDSR: false } });
    for (const f of r.fixes) expect(walkedAgain(dsr, 'backend-to-own-service', f).outcome).toBe('delivered');
  });

  it('hns: an Allow ACL on the receiving endpoint, written as the node\'s HNS objects', () => {
    const f = findFixes(np, probeOf(np, 'batch-to-api-denied')).fixes.find((x) => x.level === 'hns')!;
    expect(f.summary).toMatch(/add an ACL policy Allow In tcp\/8080 from 10\.244\.1\.21\/32/);
    expect(f.scenario.nodes.find((n) => n.name === 'win-node-2')!.hns).toBeDefined();
    expect(walkedAgain(np, 'batch-to-api-denied', f).outcome).toBe('delivered');
  });

  it('vfp: an allow rule ahead of the default deny that dropped the packet (ipBlock.except only narrows its peer now)', () => {
    const f = findFixes(np, probeOf(np, 'frontend-to-db-blocked-by-except')).fixes.find((x) => x.level === 'vfp')!;
    expect(f.summary).toMatch(/add rule .* \(allow, priority \d+\) to ACL_ENDPOINT_LAYER\/ACL_ENDPOINT_GROUP_IPV4_OUT/);
    expect(f.change).toMatchObject({ format: 'vfpctrl' });
    expect(walkedAgain(np, 'frontend-to-db-blocked-by-except', f)).toMatchObject({ outcome: 'delivered', endpoint: 'pod/default/db' });
  });

  it('ranks by objects changed, then kubernetes < cni < kube-proxy < hns < vfp', () => {
    for (const [id, probe] of [['network-policy', 'batch-to-api-denied'], ['nat-exceptions', 'policy-by-pod-ip-breaks'], ['dsr', 'backend-to-own-service']] as const) {
      const s = builtin(id);
      const keys = findFixes(s, probeOf(s, probe)).fixes.map((f) => f.objects * 10 + FIX_LEVELS.indexOf(f.level));
      expect(keys.length).toBeGreaterThan(1);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it('a probe that is delivered as expected needs no fix; one that misses its expect aims at the expect', () => {
    expect(findFixes(np, probeOf(np, 'frontend-to-api'))).toMatchObject({ needed: false, fixes: [] });
    const wantsDelivery = { ...probeOf(np, 'batch-to-api-denied'), expect: { outcome: 'delivered' as const } };
    expect(findFixes(np, wantsDelivery).goal).toBe('behave as its expect says');
  });
});
