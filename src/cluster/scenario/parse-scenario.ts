// The scenario schema's parse, with the hand edits (nodes[].vfpEdits) checked once each instead of
// at every parse. The store checks the whole document at every edit in Build mode; with 10,000 hand
// edits that alone held the page ~50-200 ms per click (issue 32 item 4: "no page task over 50 ms").
// A scenario is a value: an edit in Build mode makes a new edit list but keeps the edit objects it
// did not touch, so an edit object checked once is valid for good. The edit schema has no defaults
// and no transforms (its output equals its input), so an edit that passed can stand for its output.
import type { z } from 'zod';
import { scenarioSchema, type Scenario } from './schema';
import { vfpEditSchema, type VfpEdit } from './vfp-edits';

/** Edit objects that passed vfpEditSchema (never changed after: documents are values). */
const checkedEdits = new WeakSet<object>();

/** Below this many edits on a node the plain parse is as quick; the split is for long lists. */
const LONG_LIST = 200;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const checkEdit = (e: unknown): boolean => {
  if (!isObject(e)) return false;
  if (checkedEdits.has(e)) return true;
  if (!vfpEditSchema.safeParse(e).success) return false;
  checkedEdits.add(e);
  return true;
};

// A Build edit of hand VFP changes one node's edit list and nothing else: the candidate is the
// document it was made from (`from`, valid) with that list replaced, every other value the same
// object. Only the new list's edits need checking then; the whole parse (~5-10 ms on a page whose
// zod has not run yet: Open… parses in a worker) held the click's task (issue 32). The schema's
// output of a valid output is that output (defaults are filled, unknown keys gone, no transforms),
// so the candidate stands for its own parse.

/** Documents known to pass scenarioSchema as they are (its outputs, a worker's). */
const valid = new WeakSet<object>();

/** `doc` when it is `from` (valid) with only hand-edit lists changed, each edit valid; else undefined. */
function withEditsOf(doc: unknown, from: Scenario | undefined): Scenario | undefined {
  if (!from || !valid.has(from) || !isObject(doc) || !Array.isArray(doc.nodes)) return undefined;
  const was = from as unknown as Record<string, unknown>;
  const same = (a: Record<string, unknown>, b: Record<string, unknown>, but?: string) => {
    const keys = Object.keys(a).filter((k) => k !== but);
    return keys.length === Object.keys(b).filter((k) => k !== but).length && keys.every((k) => k in b && a[k] === b[k]);
  };
  if (!same(doc, was, 'nodes') || doc.nodes.length !== from.nodes.length) return undefined;
  const ok = (doc.nodes as unknown[]).every((n, i) => {
    const f = from.nodes[i] as unknown as Record<string, unknown>;
    if (n === f) return true;
    if (!isObject(n) || !same(n, f, 'vfpEdits')) return false;
    return !('vfpEdits' in n) || (Array.isArray(n.vfpEdits) && (n.vfpEdits as unknown[]).every(checkEdit));
  });
  return ok ? (doc as Scenario) : undefined;
}

/** scenarioSchema.safeParse(doc), the same result (an edit's problem at its path, as before).
 * `from`: the valid document `doc` was made from, if any; what they share is not checked again. */
export function safeParseScenario(doc: unknown, from?: Scenario): z.ZodSafeParseResult<Scenario> {
  const edited = withEditsOf(doc, from);
  if (edited) {
    valid.add(edited);
    return { success: true, data: edited };
  }
  const r = parseWhole(doc);
  if (r.success) valid.add(r.data);
  return r;
}

function parseWhole(doc: unknown): z.ZodSafeParseResult<Scenario> {
  const nodes = isObject(doc) && Array.isArray(doc.nodes) ? (doc.nodes as unknown[]) : undefined;
  const held = new Map<number, VfpEdit[]>();
  nodes?.forEach((n, i) => {
    if (!isObject(n) || !Array.isArray(n.vfpEdits) || n.vfpEdits.length < LONG_LIST) return;
    // Every edit checked (the unchecked ones one by one); one that fails sends the list through the
    // whole parse, which says what is wrong at its path.
    if ((n.vfpEdits as unknown[]).every(checkEdit)) held.set(i, n.vfpEdits as VfpEdit[]);
  });
  if (!held.size) return scenarioSchema.safeParse(doc);
  const light = { ...(doc as Record<string, unknown>), nodes: nodes!.map((n, i) => (held.has(i) ? { ...(n as object), vfpEdits: [] } : n)) };
  const r = scenarioSchema.safeParse(light);
  // A problem elsewhere has the document's own path (the nodes keep their places).
  if (!r.success) return r;
  r.data.nodes.forEach((n, i) => {
    const edits = held.get(i);
    if (edits) n.vfpEdits = edits;
  });
  return r;
}

/** Takes a document and its hand edits as checked: a worker ran this parse on it and sent the
 * result (Open… reads files there), so the page's next edit does not check them all again. */
export function trustCheckedEdits(s: Scenario): void {
  valid.add(s);
  for (const n of s.nodes) for (const e of n.vfpEdits ?? []) checkedEdits.add(e);
}
