// Issue 25's benchmarks: reading a pktmon etl2txt of 1,000,000 packet events (about 250 MB of
// text, fed to the streaming reader in 1 MB chunks as the import worker will), and aligning a walk
// with a capture of 100,000 events (the flow's own among other flows' traffic). Median of 3 / 5.
//   npx tsx bench/capture.ts
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runProbe, simulate } from '../src/cluster/simulation';
import { align } from '../src/io/align/align';
import { mergeCaptures } from '../src/io/align/merge';
import { Etl2txtReader, parseEtl2txt } from '../src/io/capture/read/etl2txt';
import { pktmonTextOf } from '../src/io/export/pktmon';
import { loadScenarioText } from '../src/io/scenario/load';
import { diffPorts } from '../src/core/vfp/diff';
import { mustPrefix } from '../src/core/net/ip';
import { FLAGS_TERMINATING_STATEFUL, type Port, type Rule } from '../src/core/vfp/model';
import { measure, type BenchResult } from './stats';

const EVENT = (i: number) =>
  `[01]0F5C.1A2C::2026-12-01 10:${String(Math.floor(i / 60_000_000) % 60).padStart(2, '0')}:${String(Math.floor(i / 1_000_000) % 60).padStart(2, '0')}.${String(i % 1_000_000).padStart(6, '0')}000 [Microsoft-Windows-PktMon] PktGroupId ${1_000_000_000 + (i >> 2)}, PktNumber 1, Appearance ${(i & 3) + 1}, Direction ${i & 1 ? 'Rx' : 'Tx'} , Type Ethernet , Component ${9 + (i & 3)}, Edge 1, Filter 1, OriginalSize 78, LoggedSize 78 \r\n` +
  `\t00-15-5D-F2-D2-85 > 00-15-5D-4A-AF-A5, ethertype IPv4 (0x0800), length 78: 10.244.${(i >> 16) & 255}.${(i >> 8) & 255}.${40000 + (i & 255)} > 10.96.0.${i & 127}.80: Flags [S], seq 1, win 64240, length 0\r\n`;

/** The other flows' events, in chunks of about 1 MB. */
export function* noiseEvents(events: number): Generator<string> {
  let buf = '';
  for (let i = 0; i < events; i++) {
    buf += EVENT(i);
    if (buf.length > 1_000_000) {
      yield buf;
      buf = '';
    }
  }
  if (buf) yield buf;
}

export function captureBenchmarks(log: (s: string) => void = () => {}): BenchResult[] {
  const out: BenchResult[] = [];
  const N = 1_000_000;
  // Text made once (outside the timing); the reader is fed it in 1 MB chunks.
  const parts = [...noiseEvents(N)];
  log(`pktmon etl2txt: ${N.toLocaleString('en-US')} events, ${(parts.reduce((n, p) => n + p.length, 0) / 1e6).toFixed(0)} MB`);
  out.push(
    measure(
      'import.pktmon.1MEvents.ms',
      () => {
        const r = new Etl2txtReader();
        for (const p of parts) r.push(p);
        const c = r.end();
        if (c.value?.events.length !== N) throw new Error(`read ${c.value?.events.length} events`);
      },
      { warmup: 1, rounds: 3, block: 1 },
    ),
  );
  parts.length = 0;

  const talk = loadScenarioText(readFileSync('src/lessons/scenarios/talk-l2bridge.yaml', 'utf8')).value!;
  const sim = simulate(talk);
  const r = runProbe(sim, talk.probes.find((p) => p.name === 'pod-to-service')!);
  if (!r.ok) throw new Error(r.message);
  const own = pktmonTextOf(sim.world, r.value.trace, 'win-node-1').etl2txt;
  const noise = [...noiseEvents(100_000 - 7)].join('');
  const capture = mergeCaptures([{ file: 'capture.txt', capture: parseEtl2txt(noise + own).value! }]);
  out.push(
    measure(
      'align.100kEvents.ms',
      () => {
        const a = align({ world: sim.world, trace: r.value.trace, capture });
        if (a.partsAt) throw new Error('the bench capture should agree');
      },
      { warmup: 2, rounds: 5, block: 1 },
    ),
  );
  out.push(...ruleDiffBenchmarks());
  return out;
}

/** Issue 26: the rule diff of two 100k-rule dumps (100 ports of 1,000 rules; a tenth changed, added or removed, every GUID made anew). */
export function ruleDiffBenchmarks(): BenchResult[] {
  const guid = (n: number) => `${n.toString(16).padStart(8, '0').toUpperCase()}-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const rule = (n: number, id: number, prio = 100 + (n % 1000)): Rule => ({ id: guid(id), friendlyName: `RULE_${n}`, priority: prio, flags: FLAGS_TERMINATING_STATEFUL, conditions: { dstIp: [mustPrefix(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.0/24`)], protocols: [6] }, action: { type: 'allow' }, flowTtl: 240 });
  const ports = (shift: number, change: boolean): Port[] =>
    Array.from({ length: 100 }, (_, p) => ({
      id: guid(1e9 + p),
      friendlyName: `port-${p}`,
      kind: 'endpoint' as const,
      blocked: false,
      layers: [{ name: 'ACL_ENDPOINT_LAYER', priority: 12, stateful: true, defaultAction: { in: 'allow' as const, out: 'allow' as const }, groups: [{ name: 'G', priority: 1, direction: 'in' as const, family: 'ipv4' as const, conditions: {}, matchType: 'priority' as const, rules: Array.from({ length: 1000 }, (_, i) => { const n = p * 1000 + i; return change && i % 10 === 0 ? rule(n + 7, n + shift, 5) : rule(n, n + shift); }) }] }],
    }));
  const a = ports(0, false);
  const b = ports(5_000_000, true);
  return [measure('diff.rules.100k.ms', () => void diffPorts(a, b), { warmup: 1, rounds: 5, block: 1 })];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(captureBenchmarks(console.log)));
