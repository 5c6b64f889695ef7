// The load-balancer histogram off the main thread: N up to 100 000 flows hashed with the same
// documented model the walk uses, so the page keeps its frame rate while it counts.
import { histogram, type HistogramRequest } from '../state/lb-explore';

export interface HistogramReply {
  id: number;
  counts: number[];
}

self.onmessage = (e: MessageEvent<HistogramRequest & { id: number }>) => {
  const { id, ...req } = e.data;
  self.postMessage({ id, counts: histogram(req) } satisfies HistogramReply);
};
