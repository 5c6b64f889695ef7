// The reverse entry a node visit leaves on every walk, renewed in place on a runtime that repeats
// packets (walk/fast-path.ts): the app, which never repeats one, replaces it (storeFlow) and does not
// carry this.
import type { Edit } from '../packet/transposition';
import { flowTableKey, storeFlow, type FlowEntry, type Runtime } from './runtime';

/** storeFlow for the reverse entry a node visit leaves at its entry port on every walk: when the
 * entry there is already that plain pass (same edits, nothing else on it), it is renewed in place
 * rather than replaced. A new entry would hold the same values; keeping the object (and its edits)
 * lets a replayed segment that hit it (walk/segment.ts) hold again. */
export function renewFlow(rt: Runtime, f: FlowEntry): void {
  const e = rt.flows.get(flowTableKey(rt, f.node, f.portId, f.direction))?.get(f.key);
  if (!e || !isPlainPass(e) || !isPlainPass(f) || !sameEdits(e.edits, f.edits)) return storeFlow(rt, f);
  e.createdAt = f.createdAt;
  e.lastUsed = f.lastUsed;
  e.ttl = f.ttl;
  e.composed = undefined;
  e.hitText = undefined;
}

/** A reverse entry that only lets the reply through (with its un-NAT edits), nothing else on it. */
const isPlainPass = (x: FlowEntry): boolean => x.reverse && x.verdict === 'allow' && !x.steerTo && !x.lb && !x.tracked && !x.unNatHere && !x.decisions.length;

/** Edits with the same fields and (primitive) values. */
function sameEdits(a: Edit[], b: Edit[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as unknown as Record<string, unknown>, y = b[i] as unknown as Record<string, unknown>;
    const kx = Object.keys(x), ky = Object.keys(y);
    if (kx.length !== ky.length) return false;
    for (const k of kx) if (x[k] !== y[k] || (typeof x[k] === 'object' && x[k] !== null)) return false;
  }
  return true;
}
