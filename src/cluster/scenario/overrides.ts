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

/** Checks the imported objects of each node; problems carry the path of the field. */
export const readNodeOverrides: Reader = (nodes) => {
  if (nodes.every((n) => n.hns === undefined && n.vfp === undefined)) return { overrides: new Map(), issues: [] };
  if (!reader) throw new Error('imported node objects need their reader: load the scenario schema first');
  return reader(nodes); // it checks each imported object once (node-overrides.ts)
};
