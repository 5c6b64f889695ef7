// Walk benchmarks of issue 3: the slow path (a fresh world, every layer of every port), the fast
// path (the same packet again with its flows cached), and one port alone both ways. Both worlds are
// built before any timing, and all cases are measured interleaved (stats.ts), so a bigger world
// never looks faster because it ran second.
import { performance } from 'node:perf_hooks';
import { runProbe, simulate, type Simulation } from '../src/cluster/simulation';
import { walk } from '../src/core/walk/walk';
import { createRuntime } from '../src/core/world/runtime';
import { repeatRuntime } from '../src/core/walk/fast-path';
import { crossPort } from '../src/core/walk/port-pass';
import { Walk } from '../src/core/walk/context';
import type { WindowsHost } from '../src/core/world/world';
import { probePacket } from '../src/cluster/probe';
import { benchScenario } from './world';
import { collectGarbage, interleave, ratio, type BenchResult, type Case } from './stats';

function build(services: number): { sim: Simulation; buildMs: number; rules: number } {
  const t0 = performance.now();
  const sim = simulate(benchScenario(50, services));
  const buildMs = performance.now() - t0;
  let rules = 0;
  for (const h of sim.world.hosts.values()) if (h.kind === 'windows') for (const p of h.vswitch.ports) for (const l of p.layers) for (const g of l.groups) rules += g.rules.length;
  return { sim, buildMs, rules };
}

/** The cases of one world: the whole walk both ways, and (`port`) the client's port alone. */
function casesOf(sim: Simulation, label: string, port: boolean): Case[] {
  const probe = sim.resolved.scenario.probes[0]!;
  const check = runProbe(sim, probe);
  if (!check.ok || check.value.trace.request.verdict.outcome !== 'delivered') throw new Error(`bench probe did not deliver: ${check.ok ? check.value.trace.request.verdict.message : check.message}`);
  const run = probePacket(sim.resolved, probe, 0);
  if (!run.ok) throw new Error(run.message);
  const { start, packet } = run.value;
  const rt = repeatRuntime();
  walk(sim.world, start, packet, { runtime: rt });
  const cases: Case[] = [
    { name: `walk.slowPath.${label}`, fn: () => walk(sim.world, start, packet) },
    { name: `walk.fastPath.${label}`, fn: () => walk(sim.world, start, packet, { runtime: rt }) },
    // The same packet built anew for each repeat, as the CLI's --repeat does (memo.ts sentPacket).
    { name: `walk.fastPath.freshPacket.${label}`, fn: () => walk(sim.world, start, { ...packet }, { runtime: rt }) },
  ];
  if (!port) return cases;
  // One port alone (the client's port, outbound): the layer walk with empty flow tables vs a
  // flow-cache hit. One Walk per case is reused so that only the port pass is timed.
  const host = sim.world.hosts.get(start.host) as WindowsHost;
  const comp = host.compartments.find((c) => c.id === start.compartment)!;
  const vport = host.vswitch.ports.find((p) => p.id === comp.interfaces[0]!.portId)!;
  const passOn = () => {
    const runtime = createRuntime();
    const w = new Walk(sim.world, runtime, { host: start.host, compartment: start.compartment, request: packet });
    // As on a runtime that repeats packets: a flow hit keeps what its transposition made.
    w.keep = true;
    const pass = () => {
      w.events.length = 0;
      w.packet = packet;
      w.startVisit(host.name);
      crossPort(w, host, vport, 'out');
    };
    return { runtime, pass };
  };
  const slow = passOn();
  const hit = passOn();
  hit.pass();
  cases.push(
    { name: `port.slowPath.${label}`, fn: () => (slow.runtime.flows.clear(), slow.pass()), batch: 100 },
    { name: `port.flowHit.${label}`, fn: hit.pass, batch: 100 },
  );
  return cases;
}

export function walkBenchmarks(log: (s: string) => void, only?: (name: string) => boolean): BenchResult[] {
  const cases: Case[] = [];
  for (const services of process.argv.includes('--quick') ? [1000] : [1000, 10_000]) {
    const { sim, buildMs, rules } = build(services);
    const label = services === 1000 ? '1kServices' : '10kServices';
    log(`world: 50 nodes, 1000 pods, ${services} Services × 10 backends: ${rules} VFP rules, built in ${Math.round(buildMs)} ms`);
    cases.push(...casesOf(sim, label, services === 1000));
  }
  collectGarbage();
  const chosen = only ? cases.filter((c) => only(c.name)) : cases;
  const out = interleave(chosen, { rounds: process.argv.includes('--quick') ? 20 : 60 });
  const get = (n: string) => out.find((r) => r.name === n);
  const pair = (name: string, a: string, b: string) => {
    const x = get(a), y = get(b);
    if (x && y) out.push(ratio(name, x, y));
  };
  pair('ratio.walk.slowOverFast.1kServices', 'walk.slowPath.1kServices', 'walk.fastPath.1kServices');
  pair('ratio.walk.slowOverFast.10kServices', 'walk.slowPath.10kServices', 'walk.fastPath.10kServices');
  pair('ratio.port.slowOverFlowHit.1kServices', 'port.slowPath.1kServices', 'port.flowHit.1kServices');
  pair('ratio.walk.slowPath.10kOver1k', 'walk.slowPath.10kServices', 'walk.slowPath.1kServices');
  return out;
}
