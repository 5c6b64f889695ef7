// Counters from `vfpctrl /get-rule-counter` and `/get-port-counter` (`/format 1`): kept on rules and
// ports as evidence that a walk can be compared with. Counts may be printed as numbers or digit strings.
import { z } from 'zod';
import type { Direction, Port, Rule } from '../../../core/vfp/model';
import { indexPath, isObj, joinPath, listOf, pick, type Obj } from '../json-walk';
import { vfpMsg, type VfpMsg } from '../messages-vfp';
import { zodReason } from '../../zod-messages';

/** Reports a problem at a JSON path (the reader maps it to a line). */
export type Warn = (message: VfpMsg, path: string) => void;

const counter = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);
const RuleCounters = z.looseObject({
  MatchedPackets: counter,
  DroppedPackets: counter,
  PendingPackets: counter.optional(),
  DroppedFlows: counter.optional(),
});
/** Direction: 0 = EGRESS (out of the vNIC into the switch), 1 = INGRESS, as Microsoft's scripts map it. */
const PortCounter = z.looseObject({
  Direction: z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)]),
  TotalPackets: counter.optional(),
  DroppedPackets: counter.optional(),
  DroppedAcl: counter.optional(),
  PendingPackets: counter.optional(),
});

/** A rule's `InformationArray[].RuleCounters` (or a bare `RuleCounters`); undefined when absent or unreadable. */
export function readRuleCounters(v: Obj, path: string, warn: Warn): Rule['counters'] {
  const info = pick(v, 'InformationArray');
  const holder = info ? listOf(info.value).find((x) => isObj(x) && pick(x, 'RuleCounters')) : undefined;
  const raw = isObj(holder) ? listOf(pick(holder, 'RuleCounters')?.value)[0] : pick(v, 'RuleCounters')?.value;
  if (raw === undefined) return undefined;
  const parsed = RuleCounters.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    warn(vfpMsg('vfp.ruleCounters', { path: issue.path.join('.') || 'value', why: zodReason(issue.message) }), joinPath(path, 'InformationArray'));
    return undefined;
  }
  const c = parsed.data;
  return {
    matchedPackets: c.MatchedPackets,
    droppedPackets: c.DroppedPackets,
    ...(c.PendingPackets !== undefined && { pendingPackets: c.PendingPackets }),
    ...(c.DroppedFlows !== undefined && { droppedFlows: c.DroppedFlows }),
  };
}

/** `InformationArray[].PortCounters[]`, one per direction, onto the port. */
export function readPortCounters(info: unknown, path: string, port: Port, warn: Warn): void {
  listOf(info).forEach((holder, i) => {
    if (!isObj(holder)) return;
    const pc = pick(holder, 'PortCounters');
    if (!pc) return;
    const base = joinPath(Array.isArray(info) ? indexPath(path, i) : path, pc.key);
    listOf(pc.value).forEach((raw, j) => {
      const parsed = PortCounter.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return warn(vfpMsg('vfp.portCounters', { path: issue.path.join('.') || 'value', why: zodReason(issue.message) }), indexPath(base, j));
      }
      const c = parsed.data;
      const d: Direction = c.Direction === 0 ? 'out' : 'in';
      port.counters = {
        ...port.counters,
        [d]: {
          ...(c.TotalPackets !== undefined && { totalPackets: c.TotalPackets }),
          ...(c.DroppedPackets !== undefined && { droppedPackets: c.DroppedPackets }),
          ...(c.DroppedAcl !== undefined && { droppedAcl: c.DroppedAcl }),
          ...(c.PendingPackets !== undefined && { pendingPackets: c.PendingPackets }),
        },
      };
    });
  });
}
