// What a replay could not find in the imported files, and what it assumed in their place: shown
// next to the canvas and printed by the CLI, so nobody mistakes a guess for evidence.
import type { Need } from './needs';
export interface ReplayReport {
  /** Where each node came from. */
  sources: { node: string; files: string[] }[];
  missing: string[];
  assumed: string[];
  /** What a walk needed and the files lack, for the one "what is missing" message (needs.ts). */
  needs: Need[];
  /**
   * The Service range and the load balancers' VIPs, when they come from HNS dumps alone (no Services
   * were imported): a probe to an address in the range with no load balancer is said to lack it.
   */
  services?: { cidr: string; vips: string[] };
}

export const emptyReport = (): ReplayReport => ({ sources: [], missing: [], assumed: [], needs: [] });

export function note(list: string[], text: string): void {
  if (!list.includes(text)) list.push(text);
}
