// Issue 11, item 4: a flow matches only its own Service's load-balancer rules. In random worlds with
// probes aimed at Services and NodePorts, every rule a kube-proxy load balancer made (LB_, LB_DSR_,
// LB_HOST_, NAT_, ALLOW_NAT_, HairPin_) that a packet matches belongs to the load balancer of the
// frontend (VIP or node IP, port, protocol) the flow was balanced to — on the request and the reply.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIpv4 } from '../core/net/ip';
import { PROTOCOL_NUMBER } from '../core/net/protocol';
import type { Trace } from '../core/trace/trace';
import type { Rule } from '../core/vfp/model';
import { runProbe, simulate, type Simulation } from './simulation';
import { scenarioFromPlan, scenarioPlanArb, type ScenarioPlan } from './testing/arbitraries';
import { parse } from './testing/scenario';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** Probes aimed at Services (by port) and at NodePorts (allocated from 31000). */
const serviceWorldArb = scenarioPlanArb
  .filter((p) => p.services.length > 0 && p.pods.length > 0)
  .map((plan) => ({
    ...plan,
    probes: plan.probes.map((p, i) => ({ ...p, toKind: i % 3 === 2 ? ('node' as const) : ('service' as const), port: (i % 3 === 2 ? 31000 + (p.to % 2) : p.port) as ScenarioPlan['probes'][number]['port'], protocol: p.protocol === 'icmp' ? ('tcp' as const) : p.protocol })),
  }))
  .map(scenarioFromPlan);

function ruleAt(sim: Simulation, node: string, portId: string | undefined, ruleId: string | undefined): Rule | undefined {
  const host = sim.world.hosts.get(node);
  if (host?.kind !== 'windows' || !portId || !ruleId) return undefined;
  const port = host.vswitch.ports.find((p) => p.id === portId);
  for (const l of port?.layers ?? []) for (const g of l.groups) for (const r of g.rules) if (r.id === ruleId) return r;
  return undefined;
}

/** The frontends (`ip:port/proto`) of the HNS load balancer behind a rule. */
function frontendsOfLb(sim: Simulation, node: string, lbId: string): string[] {
  const b = sim.windows.get(node);
  const lb = b?.hns.loadBalancers.find((l) => l.id === lbId);
  if (!b || !lb) return [];
  const ips = lb.frontendVips.length ? lb.frontendVips : [formatIpv4(b.host.ip)];
  return ips.flatMap((ip) => lb.portMappings.map((pm) => `${ip}:${pm.externalPort}/${pm.protocol}`));
}

/** Rules of other Services that the trace matched, as readable strings (empty when all is well). */
function foreignMatches(sim: Simulation, t: Trace): string[] {
  const bad: string[] = [];
  let flow: string | undefined;
  for (const e of t.events) {
    if (e.lb) flow = `${e.lb.vip}/${PROTOCOL_NUMBER[t.packet.protocol]}`;
    if (!e.layer?.rule || e.at.place !== 'port') continue;
    const r = ruleAt(sim, e.at.node, e.at.port, e.layer.rule);
    if (r?.provenance?.hns?.type !== 'LoadBalancer') continue;
    const own = frontendsOfLb(sim, e.at.node, r.provenance.hns.id);
    if (!flow || !own.includes(flow)) bad.push(`${e.leg}: ${r.friendlyName} (of ${own.join(', ')}) matched a flow of ${flow ?? 'no load balancer'}`);
  }
  return bad;
}

describe('load-balancer rules belong to their own Service', () => {
  it('every LB / NAT / hairpin rule a flow matches is its own VIP and port', () => {
    fc.assert(
      fc.property(serviceWorldArb, (input) => {
        const s = parse(input);
        const sim = simulate(s);
        for (const p of s.probes) {
          const r = runProbe(sim, p);
          if (!r.ok) continue;
          expect(foreignMatches(sim, r.value.trace), p.name).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('the nodeport lesson: the flow to 30081 matches no rule of the 30080 Service (the case the issue found)', async () => {
    const { loadScenarioText } = await import('../io/scenario/load');
    const { readFileSync } = await import('node:fs');
    const s = loadScenarioText(readFileSync(new URL('../lessons/scenarios/nodeport.yaml', import.meta.url), 'utf8')).value!;
    const sim = simulate(s);
    for (const name of ['pod-to-other-nodes-nodeport', 'outside-etp-cluster-any-node']) {
      const r = runProbe(sim, s.probes.find((p) => p.name === name)!);
      if (!r.ok) throw new Error(r.message);
      expect(r.value.trace.request.verdict.outcome).toBe('delivered');
      expect(foreignMatches(sim, r.value.trace), name).toEqual([]);
      expect(r.value.trace.events.some((e) => e.layer?.ruleName?.includes('30080'))).toBe(false);
    }
  });
});
