// Round trip: every Windows node of every built-in scenario → its dump files → VFP Lab's importer →
// a replayed node, on which the probes that never leave the node must end as they did in the
// scenario. Where the files cannot say something the simulator knew, the test names the difference.
import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate, type Simulation } from '../../cluster/simulation';
import type { ProbeSpec, Scenario } from '../../cluster/scenario/schema';
import { formatIp, formatIpv4, type Ip } from '../../core/net/ip';
import type { Verdict } from '../../core/trace/trace';
import { BUILTINS } from '../../lessons';
import { importFiles, toSummary, type ImportedFiles } from '../import';
import { buildReplay } from '../replay';
import { nodeDumps, rulesFileName, type DumpFile } from './node-dumps';

const encoder = new TextEncoder();
const read = (files: DumpFile[]): ImportedFiles => importFiles(files.map((f) => ({ name: f.name, bytes: encoder.encode(f.text) })));

const CASES = BUILTINS.flatMap((b) => {
  const scenario = structuredClone(b.scenario);
  const sim = simulate(scenario);
  return [...sim.windows.keys()].map((node) => ({ id: b.id, node, scenario, sim }));
});

/** A ref of the scenario in the replay's terms: pods by IP (`ep-a-b-c-d`), Services and outside hosts as
 * literal addresses, of the probe's family (an IPv6 literal with a port in brackets). */
function translate(sim: Simulation, replay: Simulation, replayNode: string, ref: string, family: ProbeSpec['ipFamily'] = 'IPv4'): string {
  const rs = sim.resolved;
  const kind = ref.slice(0, ref.indexOf('/'));
  const port = /:(\w+)$/.exec(ref)?.[1];
  const body = ref.slice(ref.indexOf('/') + 1).replace(/:\w+$/, '');
  const [ns, name] = body.includes('/') ? body.split('/') : ['default', body];
  const withPort = (s: string, p = port) => (p ? `${s}:${p}` : s);
  const literal = (ip: Ip | undefined, p = port) => (typeof ip === 'string' ? (p ? `[${ip}]:${p}` : ip) : withPort(formatIp(ip!), p));
  const v6 = family === 'IPv6';
  if (kind === 'pod') {
    const pod = rs.pods.find((p) => p.namespace === ns && p.name === name)!;
    const mine = replay.resolved.pods.find((p) => p.ip === pod.ip);
    return mine ? withPort(`pod/${mine.namespace}/${mine.name}`) : literal(v6 ? pod.ipv6 : pod.ip);
  }
  if (kind === 'service') {
    const svc = rs.services.find((s) => s.namespace === ns && s.name === name)!;
    const sp = svc.ports.find((p) => String(p.port) === port || p.name === port)!;
    return literal(svc.clusterIPs.find((x) => (typeof x === 'string') === v6) ?? svc.clusterIP, String(sp.port));
  }
  if (kind === 'node') return withPort(`node/${replayNode}`);
  if (kind === 'external') {
    const ext = rs.externals.find((e) => e.name === body)!;
    return literal(v6 ? ext.ipv6 : ext.ip);
  }
  return ref;
}

/** The scenario's probes, plus pod → pod, pod → ClusterIP and node → pod on this node. */
function candidateProbes(sim: Simulation, node: string): ProbeSpec[] {
  const rs = sim.resolved;
  const local = rs.pods.filter((p) => p.node.name === node);
  const composed: ProbeSpec[] = [];
  const base = { protocol: 'tcp' as const, size: 64, df: false };
  for (const to of local) {
    const l = to.listeners.find((x) => x.protocol === 'tcp' || x.protocol === 'udp');
    const target = { protocol: l?.protocol ?? ('tcp' as const), port: l?.port ?? 80 };
    for (const from of local) {
      if (from !== to) composed.push({ ...base, name: `x-${from.name}-${to.name}`, from: `pod/${from.namespace}/${from.name}`, to: `pod/${to.namespace}/${to.name}:${target.port}`, protocol: target.protocol });
    }
    composed.push({ ...base, name: `x-node-${to.name}`, from: `node/${node}`, to: `pod/${to.namespace}/${to.name}:${target.port}`, protocol: target.protocol });
  }
  for (const from of local) {
    for (const svc of rs.services) {
      for (const sp of svc.ports.filter((p) => p.protocolName !== 'sctp')) {
        composed.push({ ...base, name: `x-${from.name}-${svc.name}-${sp.port}`, from: `pod/${from.namespace}/${from.name}`, to: `service/${svc.namespace}/${svc.name}:${sp.port}`, protocol: sp.protocolName });
      }
    }
  }
  return [...rs.scenario.probes, ...composed];
}

interface Expected {
  outcome: Verdict['outcome'];
  reason: Verdict['reason'];
  why?: string;
}

/**
 * What the replay must give for a verdict of the scenario. The same, except where the dumps cannot
 * carry what decided it (each case names why).
 */
function expectedInReplay(v: Verdict, withRules: boolean, toPod: boolean): Expected {
  if (withRules && v.reason === 'HAIRPIN_DROP') {
    return { outcome: 'delivered', reason: null, why: 'vfpctrl /list-rule prints no hairpin handling for lbnat rules: the imported LB_DSR rule lets a pod reach itself' };
  }
  if (v.reason === 'UNSUPPORTED' && /NodePort/.test(v.message)) {
    return { outcome: 'dropped', reason: 'NO_LISTENER', why: 'the dumps hold no Service, so the replay does not know the NodePort the node tries to reach' };
  }
  // A pod's closed port reached directly, or through a load balancer that gave it another pod's port
  // (a targetPort by name mapped to two numbers: the replay takes every internal port as open).
  if (v.reason === 'NO_LISTENER' && (toPod || (v.at?.place === 'compartment' && v.at.owner?.startsWith('pod/')))) {
    return { outcome: 'delivered', reason: null, why: 'what listens in a pod is not in any dump: replayed pods take every port as open' };
  }
  return { outcome: v.outcome, reason: v.reason };
}

/** The replay of the exported files (an error fails the test: the export must be replayable). */
function replayOf(files: DumpFile[]): Scenario {
  const r = buildReplay(read(files));
  if ('error' in r) throw new Error(r.error);
  return r.scenario;
}

describe.each(CASES)('$id, $node: dumps → importer → replay', ({ sim, node }) => {
  const dumps = nodeDumps(sim, node);
  if (!dumps.ok) throw new Error(dumps.message);
  const { files } = dumps.value;
  const build = sim.windows.get(node)!;
  const host = sim.world.hosts.get(node)!;
  const ports = host.kind === 'windows' ? host.vswitch.ports : [];

  it('writes the HNS JSON, the port list and one rule list per port', () => {
    const names = files.map((f) => f.name);
    expect(names.slice(0, 2)).toEqual(['hns-networks.json', 'hns-endpoints.json']);
    expect(names.includes('hns-policylists.json')).toBe(build.hns.loadBalancers.length > 0);
    expect(names).toContain('vfp-ports.txt');
    expect(names.filter((n) => n.startsWith('vfp-rules-'))).toEqual(ports.map(rulesFileName));
    for (const f of files) expect(f.text).not.toMatch(/"origin"/i);
  });

  it('is read back file by file with the right format, no error, and the counts exported', () => {
    const summary = toSummary(read(files));
    const byName = new Map(summary.files.map((f) => [f.file, f]));
    expect(summary.files.map((f) => f.file)).toEqual(files.map((f) => f.name));
    for (const f of summary.files) expect(f.errors, f.file).toEqual([]);
    for (const f of summary.files) expect(f.format, f.file).toBe(f.file.startsWith('hns-') ? 'hns-json' : f.file === 'vfp-ports.txt' ? 'vfpctrl-ports' : 'vfpctrl-rules');
    expect(byName.get('hns-networks.json')!.objects.networks).toBe(build.hns.networks.length);
    expect(byName.get('hns-endpoints.json')!.objects.endpoints).toBe(build.hns.endpoints.length);
    expect(byName.get('hns-endpoints.json')!.objects.policies ?? 0).toBe(build.hns.endpoints.reduce((n, e) => n + e.policies.length, 0));
    expect(byName.get('hns-policylists.json')?.objects.loadBalancers ?? 0).toBe(build.hns.loadBalancers.length);
    expect(byName.get('hns-namespaces.json')?.objects.namespaces ?? 0).toBe(build.hns.namespaces.length);
    expect(byName.get('vfp-ports.txt')!.objects.ports).toBe(ports.length);
    for (const p of ports) {
      const counts = byName.get(rulesFileName(p))!.objects;
      const groups = p.layers.flatMap((l) => l.groups);
      expect(counts).toEqual({ ports: 1, layers: p.layers.length, groups: groups.length, rules: groups.reduce((n, g) => n + g.rules.length, 0) });
    }
    // Only what the importer says it cannot know from a rule list: NAT pool ranges and NeedEncap routes.
    const warnings = summary.files.flatMap((f) => f.warnings.map((w) => w.message));
    for (const w of warnings) expect(w).toMatch(/NAT pool .* are not in a rule dump|encap destination or VNI not found/);
  });

  for (const mode of ['every file', 'the HNS files alone'] as const) {
    it(`replays ${mode}: probes that stay on the node end as in the scenario`, () => {
      const withRules = mode === 'every file';
      const overlay = sim.resolved.overlay;
      const scenario = replayOf(withRules ? files : files.filter((f) => f.name.startsWith('hns-')));
      const replayed = scenario.nodes.find((n) => n.ip === formatIpv4(sim.resolved.nodes.find((x) => x.name === node)!.ip))!;
      // kube-proxy's source-VIP endpoint (overlay) comes back as the node's source VIP, not as a pod.
      if (overlay) expect(replayed.sourceVip).toBe(formatIpv4(sim.resolved.nodes.find((x) => x.name === node)!.sourceVip));
      const replay = simulate(scenario);
      const replayNode = scenario.nodes.find((n) => n.ip === formatIpv4(sim.resolved.nodes.find((x) => x.name === node)!.ip))!.name;
      const localPods = sim.resolved.pods.filter((p) => p.node.name === node);
      // Every local pod comes back, named after its IP; remote endpoints become pods on assumed nodes.
      expect(replay.resolved.pods.filter((p) => p.node.name === replayNode).map((p) => p.ip).sort()).toEqual(localPods.map((p) => p.ip).sort());
      const remoteIps = sim.resolved.pods.filter((p) => p.node.name !== node).map((p) => p.ip);
      for (const p of replay.resolved.pods.filter((x) => x.node.name !== replayNode)) expect(remoteIps).toContain(p.ip);
      let compared = 0;
      for (const p of candidateProbes(sim, node)) {
        const orig = runProbe(sim, p);
        if (!orig.ok || !orig.value.trace.events.every((e) => e.at.node === node)) continue;
        const probe: ProbeSpec = { ...p, from: translate(sim, replay, replayNode, p.from, p.ipFamily), to: translate(sim, replay, replayNode, p.to, p.ipFamily), srcPort: orig.value.run.packet.srcPort, expect: undefined };
        const got = runProbe(replay, probe);
        if (!got.ok) throw new Error(`${p.name}: ${got.message}`);
        const snats = (t: typeof orig.value.trace, byLb: boolean) =>
          t.events.filter((e) => !!e.lb === byLb).flatMap((e) => e.transpositions ?? []).filter((x) => x.kind === 'snat').map((x) => x.after.src);
        if (withRules && [...snats(orig.value.trace, false), ...snats(orig.value.trace, true)].length > 0) {
          // vfpctrl /list-rule names a dynnat rule's NAT pool, not its address (the importer SNATs
          // to 0.0.0.0, with a warning), and prints no SNAT for lbnat rules (hairpin, source VIP):
          // what the receiver makes of the source is then not comparable.
          expect(snats(got.value.trace, false).every((ip) => ip === 0)).toBe(true);
          expect(snats(got.value.trace, true)).toEqual([]);
          if (snats(orig.value.trace, false).length) expect(snats(got.value.trace, false)).toContain(0);
          continue;
        }
        const want = expectedInReplay(orig.value.trace.request.verdict, withRules, p.to.startsWith('pod/'));
        const v = got.value.trace.request.verdict;
        expect({ probe: p.name, outcome: v.outcome, reason: v.reason }, want.why).toEqual({ probe: p.name, outcome: want.outcome, reason: want.reason });
        compared++;
      }
      expect(compared).toBeGreaterThan(0);
    });
  }
});
