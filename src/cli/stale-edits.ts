// Hand edits (nodes[].vfpEdits) that no longer apply — their port, layer, group or rule is gone, or
// the node is Linux — as warnings at their field and line: `trace` and `report` walk the node
// without them, and the README says they say so (issue 32 item 5: only `validate` did).
import type { Simulation } from '../cluster/simulation';
import type { Path } from '../cluster/scenario/issues';
import type { Problem } from '../io/result';

export function staleEditProblems(sim: Simulation, lineOf?: (path: Path) => number | undefined): Problem[] {
  const nodes = sim.resolved.scenario.nodes;
  const out: Problem[] = [];
  // The notes the simulation makes of them (world/windows-node.ts, build.ts), by their id.
  for (const n of sim.notes) {
    if (n.msg?.id !== 'vfpEdit.notApplied' && n.msg?.id !== 'vfpEdit.linuxNode') continue;
    const i = nodes.findIndex((x) => x.name === n.node);
    const edit = /vfpEdits\[(\d+)\]$/.exec(n.object)?.[1];
    const path: Path = i < 0 ? [] : edit === undefined ? ['nodes', i, 'vfpEdits'] : ['nodes', i, 'vfpEdits', Number(edit)];
    out.push({ field: i < 0 ? n.object : `nodes[${i}].vfpEdits${edit === undefined ? '' : `[${edit}]`}`, message: n.message, line: path.length ? lineOf?.(path) : undefined });
  }
  return out;
}
