// Imported HNS objects and VFP ports on a node replace what would be derived for it. Only imported
// scenarios carry them, and they come through the schema, which loads their reader
// (node-overrides.ts, zod) and registers it here: a built-in scenario is simulated without zod.
import type { Issue } from './issues';
import type { NodeOverride } from './node-overrides';

type Reader = (nodes: { name: string; hns?: unknown; vfp?: unknown }[]) => { overrides: Map<string, NodeOverride>; issues: Issue[] };

let reader: Reader | undefined;

export function registerOverrideReader(r: Reader): void {
  reader = r;
}

// A scenario is a value: an edit makes a new nodes array, it never changes one in place. So one
// check per array serves resolve, the simulation and Import's evidence, which all read the same
// scenario (checking a 100k-rule node takes seconds).
const checked = new WeakMap<object, ReturnType<Reader>>();

/** Checks the imported objects of each node; problems carry the path of the field. */
export const readNodeOverrides: Reader = (nodes) => {
  if (nodes.every((n) => n.hns === undefined && n.vfp === undefined)) return { overrides: new Map(), issues: [] };
  if (!reader) throw new Error('imported node objects need their reader: load the scenario schema first');
  let r = checked.get(nodes);
  if (!r) checked.set(nodes, (r = reader(nodes)));
  return r;
};
