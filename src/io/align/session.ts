// A probe walked beside a capture, as the CLI and the app both do it: walk the probe; when the
// capture has the flow under another source port (the node's own curl picked one), walk again with
// that port, so that the load balancer hashes what the node hashed; then align.
import { runProbe, type Simulation } from '../../cluster/simulation';
import type { ProbeSpec } from '../../cluster/scenario/schema';
import type { Trace } from '../../core/trace/trace';
import type { World } from '../../core/world/world';
import { align, type Alignment } from './align';
import { capturedSourcePort, packetTuple } from './flows';
import type { MergedCapture } from './merge';
import { alignMsg } from './messages';

export interface ProbeAlignment {
  probe: ProbeSpec;
  trace: Trace;
  alignment: Alignment;
}

export function alignProbe(sim: Simulation, probe: ProbeSpec, capture: MergedCapture): ProbeAlignment | { error: string } {
  const first = runProbe(sim, probe);
  if (!first.ok) return { error: first.message };
  let trace = first.value.trace;
  let used = probe;
  const port = capturedSourcePort(capture, packetTuple(trace.packet));
  if (port && !port.exact) {
    used = { ...probe, srcPort: port.srcPort };
    const again = runProbe(sim, used);
    if (!again.ok) return { error: again.message };
    trace = again.value.trace;
  }
  const alignment = align({ world: sim.world, trace, capture });
  if (used !== probe) alignment.notes.unshift(alignMsg('align.note.srcPort', { probe: first.value.trace.packet.srcPort, captured: used.srcPort! }));
  for (const t of capture.truncated) alignment.notes.push(alignMsg('align.note.truncated', { file: t.file, line: t.line }));
  return { probe: used, trace, alignment };
}

/** Exit status of `align`: 0 model and node agree, 1 they part, 2 nothing could be aligned. */
export const alignStatus = (a: Alignment): 0 | 1 | 2 => (a.refused ? 2 : a.partsAt ? 1 : 0);

/** The trace on screen beside the capture, as the app shows it: the alignment with the capture's
 * cut files said, and the capture's own source port when the walk used another. */
export function alignShown(world: World, trace: Trace, capture: MergedCapture): { alignment: Alignment; otherSrcPort?: { captured: number; probe: number } } {
  const alignment = align({ world, trace, capture });
  for (const t of capture.truncated) alignment.notes.push(alignMsg('align.note.truncated', { file: t.file, line: t.line }));
  const port = capturedSourcePort(capture, packetTuple(trace.packet));
  return { alignment, ...(port && !port.exact ? { otherSrcPort: { captured: port.srcPort, probe: trace.packet.srcPort } } : {}) };
}
