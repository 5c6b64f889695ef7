// Walk benchmarks of issue 3: the slow path (a fresh world, every layer of every port), the fast
// path (the same packet again with its flows cached), and one port alone both ways.
import { performance } from 'node:perf_hooks';
import { runProbe, simulate, type Simulation } from '../src/cluster/simulation';
import { walk } from '../src/core/walk/walk';
import { createRuntime } from '../src/core/world/runtime';
import { crossPort } from '../src/core/walk/port-pass';
import { Walk } from '../src/core/walk/context';
import type { WindowsHost } from '../src/core/world/world';
import { probePacket } from '../src/cluster/probe';
import { benchScenario } from './world';
import { measure, ratio, type BenchResult } from './stats';

function build(services: number): { sim: Simulation; buildMs: number; rules: number } {
  const t0 = performance.now();
  const sim = simulate(benchScenario(50, services));
  const buildMs = performance.now() - t0;
  let rules = 0;
  for (const h of sim.world.hosts.values()) if (h.kind === 'windows') for (const p of h.vswitch.ports) for (const l of p.layers) for (const g of l.groups) rules += g.rules.length;
  return { sim, buildMs, rules };
}

export function walkBenchmarks(log: (s: string) => void): BenchResult[] {
  const out: BenchResult[] = [];
  for (const services of process.argv.includes('--quick') ? [1000] : [1000, 10_000]) {
    const { sim, buildMs, rules } = build(services);
    const label = services === 1000 ? '1kServices' : '10kServices';
    log(`world: 50 nodes, 1000 pods, ${services} Services × 10 backends: ${rules} VFP rules, built in ${Math.round(buildMs)} ms`);
    const probe = sim.resolved.scenario.probes[0]!;
    const check = runProbe(sim, probe);
    if (!check.ok || check.value.trace.request.verdict.outcome !== 'delivered') throw new Error(`bench probe did not deliver: ${check.ok ? check.value.trace.request.verdict.message : check.message}`);
    const run = probePacket(sim.resolved, probe, 0);
    if (!run.ok) throw new Error(run.message);
    const { start, packet } = run.value;
    const slow = measure(`walk.slowPath.${label}`, () => walk(sim.world, start, packet), { runs: 2000 });
    out.push(slow);
    if (services === 1000) {
      const rt = createRuntime();
      walk(sim.world, start, packet, { runtime: rt });
      out.push(measure(`walk.fastPath.${label}`, () => walk(sim.world, start, packet, { runtime: rt }), { runs: 2000 }));
      // One port alone (the client's port, outbound): the layer walk with empty flow tables vs a
      // flow-cache hit. One Walk is reused so that only the port pass is timed.
      const host = sim.world.hosts.get(start.host) as WindowsHost;
      const comp = host.compartments.find((c) => c.id === start.compartment)!;
      const port = host.vswitch.ports.find((p) => p.id === comp.interfaces[0]!.portId)!;
      const runtime = createRuntime();
      const w = new Walk(sim.world, runtime, { host: start.host, compartment: start.compartment, request: packet });
      const pass = () => {
        w.events.length = 0;
        w.packet = packet;
        w.startVisit(host.name);
        crossPort(w, host, port, 'out');
      };
      out.push(measure(`port.slowPath.${label}`, () => (runtime.flows.clear(), pass()), { runs: 400, batch: 100 }));
      pass();
      out.push(measure(`port.flowHit.${label}`, pass, { runs: 400, batch: 100 }));
    }
  }
  const get = (n: string) => out.find((r) => r.name === n)!;
  out.push(ratio('ratio.walk.slowOverFast.1kServices', get('walk.slowPath.1kServices'), get('walk.fastPath.1kServices')));
  out.push(ratio('ratio.port.slowOverFlowHit.1kServices', get('port.slowPath.1kServices'), get('port.flowHit.1kServices')));
  if (out.some((r) => r.name === 'walk.slowPath.10kServices')) out.push(ratio('ratio.walk.slowPath.10kOver1k', get('walk.slowPath.10kServices'), get('walk.slowPath.1kServices')));
  return out;
}
