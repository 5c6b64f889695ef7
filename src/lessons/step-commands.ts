// The commands that confirm each step of a trace on a real node, for the evidence report.
import type { Trace } from '../core/trace/trace';
import { onARealNode, type HostInfo, type RealNodeOptions } from './on-a-real-node';

export function stepCommands(t: Trace, hostOf: (node: string) => HostInfo | undefined, opts: RealNodeOptions = {}): { step: number; commands: { cmd: string; what: string }[] }[] {
  return t.events.flatMap((e, i) => {
    const r = onARealNode(e, hostOf, opts);
    return r ? [{ step: i + 1, commands: r.commands }] : [];
  });
}

/** The report's commands for a walk in a simulation (a World's hosts fit HostInfo). */
export const reportCommands = (t: Trace, sim: { world: { hosts: Map<string, HostInfo> } }, fromDumps: boolean) => stepCommands(t, (n) => sim.world.hosts.get(n), { fromDumps });
