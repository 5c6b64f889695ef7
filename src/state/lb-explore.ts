// "What if" for the load balancer: the same documented hash the walk used (core's chooseBackend),
// recomputed for another source port or another distribution, and the spread of the choice over
// many flows. It explains the model; the trace itself is never recomputed here.
import { offsetIp } from '../core/net/ip';
import type { Packet } from '../core/packet/packet';
import type { LoadBalancing } from '../core/trace/trace';
import { backendIndex, chooseBackend, type HashInput, type LbChoice } from '../core/vfp/lb-hash';
import type { Distribution } from '../core/vfp/model';

export const DISTRIBUTIONS: { id: Distribution; label: string; hashes: string }[] = [
  { id: 'none', label: 'none (5-tuple)', hashes: 'source IP, source port, destination IP, destination port, protocol' },
  { id: 'sourceIpProtocol', label: 'source IP + protocol', hashes: 'source IP and protocol' },
  { id: 'sourceIp', label: 'source IP (ClientIP affinity)', hashes: 'source IP only' },
];

export const isDistribution = (d: string): d is Distribution => DISTRIBUTIONS.some((x) => x.id === d);

/** The tuple the load balancer hashed: the packet as it entered the LB rule's layer. */
export function hashInputOf(p: Packet): HashInput {
  return { src: p.src, srcPort: p.srcPort, dst: p.dst, dstPort: p.dstPort, protocol: p.protocol };
}

export interface WhatIf extends LbChoice {
  /** The backend this choice lands on. */
  backend?: LoadBalancing['backends'][number];
  /** It differs from the trace's choice. */
  moved: boolean;
}

export function whatIf(lb: LoadBalancing, input: HashInput, d: Distribution): WhatIf {
  const c = chooseBackend(d, input, lb.backends.length);
  return { ...c, backend: lb.backends[c.index], moved: c.index !== lb.chosen.index };
}

/** How the N flows of the histogram differ from the traced one. */
export type FlowVariation = 'srcPort' | 'srcIp';

export interface HistogramRequest {
  distribution: Distribution;
  input: HashInput;
  backends: number;
  flows: number;
  vary: FlowVariation;
}

/** Source ports a client may use: 1024-65535. */
const PORT_LO = 1024;
const PORT_SPAN = 65536 - PORT_LO;

/**
 * Flow i of the histogram. `srcPort`: one client, source port 1024 + (i mod 64512), then the next
 * client address once the ports run out; `srcIp`: client addresses counting up from the traced
 * one, source port unchanged.
 */
export function nthFlow(base: HashInput, vary: FlowVariation, i: number): HashInput {
  if (vary === 'srcIp') return { ...base, src: offsetIp(base.src, i) };
  return { ...base, srcPort: PORT_LO + (i % PORT_SPAN), src: offsetIp(base.src, Math.floor(i / PORT_SPAN)) };
}

/** Flows per backend (index = backend's position in the list). */
export function histogram(req: HistogramRequest): number[] {
  const counts = new Array<number>(req.backends).fill(0);
  if (req.backends === 0) return counts;
  // One flow object, rewritten in place (nthFlow's rule): a million flows allocate nothing.
  const { input, vary, distribution, backends } = req;
  const flow = { ...input };
  for (let i = 0; i < req.flows; i++) {
    if (vary === 'srcIp') flow.src = offsetIp(input.src, i);
    else {
      flow.srcPort = PORT_LO + (i % PORT_SPAN);
      flow.src = offsetIp(input.src, Math.floor(i / PORT_SPAN));
    }
    counts[backendIndex(distribution, flow, backends)]! += 1;
  }
  return counts;
}

/** Above this many flows the histogram is computed in a Web Worker, off the main thread. */
export const WORKER_THRESHOLD = 5000;
export const FLOW_COUNTS = [100, 1000, 10_000, 100_000, 1_000_000] as const;
