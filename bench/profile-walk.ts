// Where a walk spends its time: runs the fast path (flows cached) or the slow path of the bench
// world many times under the V8 sampling profiler and prints the functions by self time. A tool
// for issue 16's walk goals, not a benchmark.
//   npx tsx bench/profile-walk.ts [fast|slow] [SERVICES]
import { Session } from 'node:inspector/promises';
import { simulate } from '../src/cluster/simulation';
import { probePacket } from '../src/cluster/probe';
import { walk } from '../src/core/walk/walk';
import { repeatRuntime } from '../src/core/walk/fast-path';
import { benchScenario } from './world';

const path = process.argv[2] === 'slow' ? 'slow' : 'fast';
const services = Number(process.argv[3] ?? 1000);
const sim = simulate(benchScenario(50, services));
const run = probePacket(sim.resolved, sim.resolved.scenario.probes[0]!, 0);
if (!run.ok) throw new Error(run.message);
const { start, packet } = run.value;
const rt = repeatRuntime();
walk(sim.world, start, packet, { runtime: rt });
const once = path === 'fast' ? () => walk(sim.world, start, packet, { runtime: rt }) : () => walk(sim.world, start, packet);
for (let i = 0; i < 2000; i++) once();

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 50 });
await session.post('Profiler.start');
const t0 = performance.now();
const n = path === 'fast' ? 40_000 : 10_000;
for (let i = 0; i < n; i++) once();
const ms = (performance.now() - t0) / n;
const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: Node[]; samples: number[] } };
const self = new Map<string, number>();
for (const node of profile.nodes) {
  const f = node.callFrame;
  const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
}
console.log(`${path} path, ${services} Services: ${(ms * 1000).toFixed(1)} µs a walk (under the profiler)`);
const total = profile.samples.length;
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
