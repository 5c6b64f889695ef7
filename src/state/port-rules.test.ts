import '../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import type { Port } from '../core/vfp/model';
import { simulationOf } from './simulation';
import { conditionText, directionWords, portRuleView, provenanceText, ruleMatches, walkedCounters } from './port-rules';
import { runProbe } from '../cluster/simulation';
import { probeOf } from './test-helpers';
import { loadBuiltin } from './app';
import { talk } from './test-helpers';

const world = (simulationOf(talk()) as Exclude<ReturnType<typeof simulationOf>, Error>).world;
const host = world.hosts.get('win-node-1');
const ports = host?.kind === 'windows' ? host.vswitch.ports : [];
const hostPort = ports.find((p) => p.kind === 'host' && p.layers.some((l) => l.name === 'SLB_LB_LAYER')) as Port;
const clientPort = ports.find((p) => p.owner === 'pod/default/client') as Port;
const external = ports.find((p) => p.kind === 'external') as Port;

describe('portRuleView', () => {
  it('lists the layers of a direction in evaluation order, with every group and its rules by priority', () => {
    const view = portRuleView(clientPort, 'out');
    expect(view.map((l) => l.layer.name)).toEqual(['ACL_ENDPOINT_LAYER', 'SLB_NAT_LAYER', 'VNET_ENCAP_LAYER']);
    const nat = view[1]!.groups.find((g) => g.group.name === 'SLB_GROUP_NAT_IPv4_OUT')!;
    expect(nat.skipped).toBeUndefined();
    const prios = nat.rules.map((r) => r.priority);
    expect(prios).toEqual([...prios].sort((a, b) => a - b));
    expect(nat.rules.map((r) => r.friendlyName)).toContain('OUTBOUNDNAT_EXCEPTION_10.96.0.0/12');
    expect(view[1]!.groups.find((g) => g.group.name === 'SLB_GROUP_NAT_IPv4_IN')!.skipped).toBe('wrong direction');
  });

  it('the walked packet\'s family picks the groups that apply; without a walk every family\'s do (issue 31)', () => {
    const acl = (family?: 'ipv4' | 'ipv6') => portRuleView(clientPort, 'out', '', family)[0]!.groups;
    expect(acl('ipv4').find((g) => g.group.name === 'ACL_ENDPOINT_GROUP_IPV6_OUT')!.skipped).toBe('IPv6');
    expect(acl('ipv6').find((g) => g.group.name === 'ACL_ENDPOINT_GROUP_IPV4_OUT')!.skipped).toBe('IPv4');
    expect(acl('ipv6').find((g) => g.group.name === 'ACL_ENDPOINT_GROUP_IPV6_OUT')!.skipped).toBeUndefined();
    expect(acl().find((g) => g.group.name === 'ACL_ENDPOINT_GROUP_IPV6_OUT')!.skipped).toBeUndefined();
  });

  it('the same port inbound walks the layers the other way', () => {
    expect(portRuleView(clientPort, 'in').map((l) => l.layer.name)).toEqual(['VNET_ENCAP_LAYER', 'SLB_NAT_LAYER', 'ACL_ENDPOINT_LAYER']);
  });

  it('a filter keeps the rules whose name, conditions or origin hold every word, and drops empty layers', () => {
    const view = portRuleView(hostPort, 'out', 'lb 10.96.0.50');
    expect(view.map((l) => l.layer.name)).toEqual(['SLB_LB_LAYER']);
    expect(view[0]!.groups.flatMap((g) => g.rules.map((r) => r.friendlyName))).toEqual(['LB_10.96.0.50_80_80_6']);
    // The Service's hairpin rule (an IN group) matches too: it is listed, as not used outbound.
    const bySvc = portRuleView(hostPort, 'out', 'service default/web').flatMap((l) => l.groups);
    expect(bySvc.filter((g) => !g.skipped).flatMap((g) => g.rules.map((r) => r.friendlyName))).toEqual(['LB_10.96.0.50_80_80_6']);
    expect(bySvc.filter((g) => g.skipped).map((g) => g.group.name)).toEqual(['SLB_GROUP_HAIRPIN_IPv4_IN']);
    expect(portRuleView(hostPort, 'out', 'no-such-thing')).toEqual([]);
  });
});

describe('words', () => {
  it('says what a rule matches and where it came from', () => {
    const lb = hostPort.layers.flatMap((l) => l.groups.flatMap((g) => g.rules)).find((r) => r.friendlyName === 'LB_10.96.0.50_80_80_6')!;
    expect(conditionText(lb.conditions)).toBe('dst 10.96.0.50/32 · tcp · dport 80 · not encapsulated');
    expect(provenanceText(lb)).toMatch(/^HNS LoadBalancer ← Service default\/web · by kube-proxy/);
    expect(conditionText({})).toBe('any packet');
    expect(ruleMatches(lb, ['dport', '80'])).toBe(true);
    expect(ruleMatches(lb, ['udp'])).toBe(false);
  });

  it('IN and OUT face the vNIC on a vNIC port, the wire on the external port', () => {
    expect(directionWords(clientPort, 'out')).toBe('leaving the vNIC');
    expect(directionWords(external, 'out')).toBe('towards the wire');
    expect(directionWords(external, 'in')).toBe('from the wire');
  });
});

describe('walkedCounters: what the current trace counted, as vfpctrl would', () => {
  const sim = simulationOf(talk()) as Exclude<ReturnType<typeof simulationOf>, Error>;
  const r = runProbe(sim, probeOf(talk(), 'pod-to-service'));
  if (!r.ok) throw new Error(r.message);
  const hostPortId = (sim.world.hosts.get('win-node-1') as Extract<typeof host, { kind: 'windows' }>).vswitch.ports.find((p) => p.kind === 'host' && p.layers.some((l) => l.name === 'SLB_LB_LAYER'))!.id;

  it("counts the load balancer's rule on the host vNIC port once, and the port's packets both ways", () => {
    const w = walkedCounters(r.value.runtime, 'win-node-1', hostPortId);
    const lb = r.value.trace.events.find((e) => e.lb)!;
    expect(w.rule(lb.at.layer!, lb.at.group!, lb.at.rule!)).toEqual({ matchedPackets: 1, droppedPackets: 0 });
    expect(w.port!.packetsOut).toBeGreaterThan(0);
    expect(w.port!.packetsIn).toBeGreaterThan(0);
  });

  it('a packet dropped at a port counts once in, once dropped (the pass is not counted twice)', () => {
    const np = loadBuiltin('network-policy')!;
    const sim2 = simulationOf(np) as Exclude<ReturnType<typeof simulationOf>, Error>;
    const d = runProbe(sim2, probeOf(np, 'batch-to-api-denied'));
    if (!d.ok) throw new Error(d.message);
    const drop = d.value.trace.request.verdict.at!;
    const w = walkedCounters(d.value.runtime, drop.node, drop.port!);
    expect(w.port).toEqual({ packetsIn: 1, packetsOut: 0, droppedPackets: 1, droppedAcl: 1 });
  });
});
