// Edits as the trace shows them: applied one by one and grouped into transpositions (SNAT, DNAT,
// encap, ...), and the edits that undo a translation for its reply.
import type { Packet, Tuple } from '../packet/packet';
import { applyEdit, type Edit, type TranspositionKind } from '../packet/transposition';
import type { Place, Transposition } from '../trace/trace';
import type { AppliedFlow, FlowEntry } from '../world/runtime';

export function kindOf(e: Edit, reverse: boolean): TranspositionKind {
  switch (e.op) {
    case 'set-src':
      return reverse ? 'un-dnat' : 'snat';
    case 'set-dst':
      return reverse ? 'un-snat' : 'dnat';
    case 'push':
      return 'encap';
    case 'pop':
      return 'decap';
    default:
      return 'mac-rewrite';
  }
}

/** Applies edits and records them as transpositions (one per kind in a row); returns the result. */
export function transpose(before: Packet, edits: Edit[], at: Place, reverse: boolean): { packet: Packet; transpositions: Transposition[] } {
  const out: Transposition[] = [];
  let p = before;
  for (const e of edits) {
    const next = applyEdit(p, e);
    const kind = kindOf(e, reverse);
    const last = out[out.length - 1];
    // One DNAT that also rewrote the MAC reads as one step.
    if (last && last.kind === kind) {
      last.after = next;
      last.edits.push(e);
    } else out.push({ kind, at, before: p, after: next, edits: [e] });
    p = next;
  }
  return { packet: p, transpositions: out };
}

/** A flow entry's edits applied to `before` at `at` (undefined transpositions: none). Packets and
 * transpositions are values nothing changes once made, so the same packet through the same edits
 * reuses the last result: a repeated packet allocates nothing at a flow hit. */
export function applyFlow(f: FlowEntry, before: Packet, at: Place, keep: boolean): AppliedFlow {
  const last = f.applied;
  if (last && last.before === before && last.edits === f.edits && last.at === at) return last;
  const { packet, transpositions } = transpose(before, f.edits, at, f.reverse);
  const applied = { before, edits: f.edits, at, packet, transpositions: transpositions.length ? transpositions : undefined };
  // Kept only when the runtime outlives the walk (memo.ts).
  if (keep) f.applied = applied;
  return applied;
}

/** Edits that turn the reply of (before → after) back into the reply of `before`. */
export function unNatEdits(before: Tuple, after: Tuple): Edit[] {
  const edits: Edit[] = [];
  // The reply travels after.dst → after.src; restore what the request's translation changed.
  if (before.dst !== after.dst || before.dstPort !== after.dstPort) edits.push({ op: 'set-src', ip: before.dst, port: before.dstPort });
  if (before.src !== after.src || before.srcPort !== after.srcPort) edits.push({ op: 'set-dst', ip: before.src, port: before.srcPort });
  return edits;
}
