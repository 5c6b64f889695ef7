// The hash explorer's benchmark (issue 16): the load balancer's spread over 1,000,000 flows, as the
// histogram worker computes it (src/workers/lb-histogram.ts runs this same function), median of 5.
//   npx tsx bench/lb.ts
import { pathToFileURL } from 'node:url';
import { mustIpv4 } from '../src/core/net/ip';
import { histogram } from '../src/state/lb-explore';
import { measure, type BenchResult } from './stats';

export function lbBenchmarks(): BenchResult[] {
  const input = { src: mustIpv4('10.244.1.39'), srcPort: 49155, dst: mustIpv4('10.96.0.50'), dstPort: 80, protocol: 'tcp' as const };
  return [measure('lb.explore.1MFlows.ms', () => histogram({ distribution: 'none', input, backends: 10, flows: 1_000_000, vary: 'srcPort' }), { warmup: 2, rounds: 5, block: 1 })];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(lbBenchmarks()));
