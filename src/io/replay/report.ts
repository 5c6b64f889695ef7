// What a replay could not find in the imported files, and what it assumed in their place: shown
// next to the canvas and printed by the CLI, so nobody mistakes a guess for evidence.
import type { Need } from './needs';
import { reportText, type ReplayReportMsg } from './messages-report';
export interface ReplayReport {
  /** Where each node came from. */
  sources: { node: string; files: string[] }[];
  /** In English (the CLI prints these); the values beside them, item for item, say them in another language. */
  missing: string[];
  assumed: string[];
  missingMsgs: ReplayReportMsg[];
  assumedMsgs: ReplayReportMsg[];
  /** What a walk needed and the files lack, for the one "what is missing" message (needs.ts). */
  needs: Need[];
  /**
   * The Service ranges (one per family) and the load balancers' VIPs, when they come from HNS dumps alone (no Services
   * were imported): a probe to an address in the range with no load balancer is said to lack it.
   */
  services?: { cidrs: string[]; vips: string[] };
}

export const emptyReport = (): ReplayReport => ({ sources: [], missing: [], assumed: [], missingMsgs: [], assumedMsgs: [], needs: [] });

/** Adds a sentence to the report's missing or assumed list, once. */
export function note(report: ReplayReport, list: 'missing' | 'assumed', m: ReplayReportMsg): void {
  const text = reportText(m);
  if (report[list].includes(text)) return;
  report[list].push(text);
  report[list === 'missing' ? 'missingMsgs' : 'assumedMsgs'].push(m);
}
